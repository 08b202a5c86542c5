// Usage: each API client's use of the scan and blog generation caps, and the service-wide daily scan cap.
import type { Metadata } from 'next';
import { listClients } from '@/lib/auth/clients';
import { quotaUse, type CapUse } from '@/lib/operators/quota-use';
import { requireOperator } from '../../_lib/operator';

export const metadata: Metadata = { title: 'Usage' };

function Cap({ use, label }: { use: CapUse; label: string }) {
  return (
    <>
      <meter min={0} max={use.limit || 1} value={use.used} aria-label={label} /> {use.used} of {use.limit}
    </>
  );
}

export default async function UsagePage() {
  await requireOperator();
  const clients = (await listClients()).filter((client) => !client.revokedAt);
  const use = await quotaUse(clients.map((client) => client.id));
  return (
    <>
      <h1>Usage</h1>
      <p>
        Scans by all clients in the last 24 hours: <Cap use={use.global} label="Scans of the service in the last 24 hours" />
      </p>
      <p className="muted">
        Per-route request, 429 and error charts need per-client request counting, which the service does not record yet.
      </p>
      {clients.length === 0 ? (
        <p>No active API clients.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Scans, last hour</th>
              <th scope="col">Blog generations, last 24 hours</th>
            </tr>
          </thead>
          <tbody>
            {clients.map((client) => {
              const caps = use.perClient.get(client.id)!;
              return (
                <tr key={client.id}>
                  <th scope="row">{client.name}</th>
                  <td>
                    <Cap use={caps.scans} label={`Scans of ${client.name} in the last hour`} />
                  </td>
                  <td>
                    <Cap use={caps.generations} label={`Blog generations of ${client.name} in the last 24 hours`} />
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
