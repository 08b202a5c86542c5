// What a dashboard export answers (useActionState): the form's message, and the file for the browser to save. A
// download is a server action's answer rather than a route: every route of the app is part of the public API and its
// OpenAPI document, and the dashboard's session is checked by its actions and pages.
import type { FormState } from './form-state';

export interface Download {
  name: string;
  type: string;
  text: string;
}

export interface DownloadState extends FormState {
  download?: Download;
}
