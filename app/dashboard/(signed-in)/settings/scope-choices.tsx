// The scope checkboxes of the client forms (create and edit), each with what it allows; after a refusal the boxes
// checked when it was submitted, and its problem with the scopes under the legend.
import { FieldError, describedBy, invalidIf } from '../../_components/field-error';
import { typedList, type FormState } from '../../_lib/form-state';

export interface ScopeChoice {
  scope: string;
  allows: string;
}

export function ScopeChoices(props: { scopes: ScopeChoice[]; state: FormState; idPrefix: string; checked?: string[] }) {
  const { scopes, state, idPrefix, checked = [] } = props;
  const id = `${idPrefix}-scopes`;
  const chosen = typedList(state, 'scopes', checked);
  return (
    <fieldset {...describedBy(state, 'scopes', id)}>
      <legend>Scopes</legend>
      <FieldError state={state} name="scopes" id={id} />
      {scopes.map(({ scope, allows }) => (
        <label key={scope} className="choice">
          <input type="checkbox" name="scopes" value={scope} defaultChecked={chosen.includes(scope)} {...invalidIf(state, 'scopes')} />
          <span>
            <code>{scope}</code> <small>{allows}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
