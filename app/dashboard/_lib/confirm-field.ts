// The field a confirmation step sends (_components/confirm-submit.tsx): `yes` to make the change, `no` to leave things
// as they are. Its own module, so the browser's bundle gets the name without the server's form code.
export const CONFIRM_FIELD = 'confirm';
