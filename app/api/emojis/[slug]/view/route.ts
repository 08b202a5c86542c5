import { counterRoute } from '../counter-route';

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = counterRoute('view');
