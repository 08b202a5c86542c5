// The answer of a dashboard form: an error (alert), or a success with, for new keys, the secret shown once. A
// confirmation request shows its question at its button instead (confirm-submit.tsx).
import type { FormState } from '../_lib/form-state';
import { CopyButton } from './copy-button';

export function FormMessage({ state, secretLabel = 'API key' }: { state: FormState; secretLabel?: string }) {
  if (state.status === 'idle' || state.status === 'confirm') return null;
  if (state.status === 'error') {
    return (
      <p className="error" role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <div className="notice" role="status">
      <p>{state.message}</p>
      {state.secret ? (
        <p className="secret">
          <span>{secretLabel}:</span> <code data-testid="new-secret">{state.secret}</code> <CopyButton value={state.secret} />
        </p>
      ) : null}
    </div>
  );
}
