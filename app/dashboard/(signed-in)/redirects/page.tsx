// Redirects: add, edit, switch on and off, remove; each with its hit count.
import type { Metadata } from 'next';
import { listRedirects } from '@/lib/redirects/redirects';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { RedirectForm, RedirectRowActions } from './redirect-forms';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Redirects' };

async function RedirectsPage() {
  await requireOperator();
  const redirects = await listRedirects();
  return (
    <>
      <h1>Redirects</h1>
      <h2>New redirect</h2>
      <RedirectForm idPrefix="new" />
      <h2>Redirects</h2>
      {redirects.length === 0 ? (
        <p>No redirects yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Destination</th>
              <th scope="col">Status</th>
              <th scope="col">On</th>
              <th scope="col">Hits</th>
              <th scope="col">Last hit</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((redirect) => (
              <tr key={redirect.id}>
                <th scope="row">
                  <code>{redirect.source}</code>
                </th>
                <td>
                  <code>{redirect.destination}</code>
                  {redirect.note ? <div className="muted">{redirect.note}</div> : null}
                </td>
                <td>{redirect.statusCode}</td>
                <td>{redirect.active ? 'on' : 'off'}</td>
                <td>{redirect.hits}</td>
                <td>{formatTime(redirect.lastHitAt)}</td>
                <td>
                  <RedirectRowActions redirect={redirect} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/redirects', RedirectsPage);
