// What a dashboard form's server action answers (useActionState): a message, whether it is an error, and for the
// API client form the key that is shown once.
export interface FormState {
  status: 'idle' | 'ok' | 'error';
  message: string;
  /** A secret shown once (a new API key); never stored anywhere the page can show it again. */
  secret?: string;
}

export const IDLE: FormState = { status: 'idle', message: '' };
