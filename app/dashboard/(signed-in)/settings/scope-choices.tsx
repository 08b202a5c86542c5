// The scope checkboxes of the client forms (create and edit), each with what it allows.
export interface ScopeChoice {
  scope: string;
  allows: string;
}

export function ScopeChoices({ scopes, checked = [] }: { scopes: ScopeChoice[]; checked?: string[] }) {
  return (
    <fieldset>
      <legend>Scopes</legend>
      {scopes.map(({ scope, allows }) => (
        <label key={scope} className="choice">
          <input type="checkbox" name="scopes" value={scope} defaultChecked={checked.includes(scope)} />
          <span>
            <code>{scope}</code> <small>{allows}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
