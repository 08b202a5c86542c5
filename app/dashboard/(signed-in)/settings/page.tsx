// Settings › Public API clients: create (key shown once), list with last use, edit, rotate with a grace period, revoke.
import type { Metadata } from 'next';
import { listClients, type ClientSummary } from '@/lib/auth/clients';
import { SCOPE_ALLOWS, SCOPES } from '@/lib/auth/scopes';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { ClientActions } from './client-actions';
import { CreateClientForm } from './create-client-form';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'API clients' };

function stateOf(client: ClientSummary): 'revoked' | 'expired' | 'active' {
  if (client.revokedAt) return 'revoked';
  if (client.expiresAt && client.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'active';
}

async function SettingsPage() {
  await requireOperator();
  const clients = await listClients();
  const scopes = SCOPES.map((scope) => ({ scope, allows: SCOPE_ALLOWS[scope] }));
  return (
    <>
      <h1>Public API clients</h1>
      <h2>New client</h2>
      <CreateClientForm scopes={scopes} />
      <h2>Clients</h2>
      {clients.length === 0 ? (
        <p>No API clients yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">State</th>
              <th scope="col">Scopes</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">Last use</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {clients.map((client) => {
              const state = stateOf(client);
              const grace = client.previousKeyExpiresAt && client.previousKeyExpiresAt.getTime() > Date.now();
              return (
                <tr key={client.id} data-client={client.publicId}>
                  <th scope="row">{client.name}</th>
                  <td>
                    <code>wsk_{client.publicId}_…</code>
                    {grace ? <div className="muted">old key valid until {formatTime(client.previousKeyExpiresAt)}</div> : null}
                  </td>
                  <td className={`state-${state}`}>{state}</td>
                  <td>{client.scopes.length ? client.scopes.join(', ') : <span className="muted">none</span>}</td>
                  <td>{formatTime(client.createdAt)}</td>
                  <td>{formatTime(client.expiresAt)}</td>
                  <td>{client.lastUsedAt ? formatTime(client.lastUsedAt) : 'never'}</td>
                  <td>
                    {state === 'revoked' ? null : (
                      <ClientActions
                        client={{ id: client.id, name: client.name, scopes: client.scopes }}
                        graceRunning={Boolean(grace)}
                        scopes={scopes}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/settings', SettingsPage);
