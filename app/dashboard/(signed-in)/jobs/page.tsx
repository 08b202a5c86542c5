// Blog generation jobs: state, attempts, error, callback deliveries; a failed job can be retried.
import type { Metadata } from 'next';
import { listJobs } from '@/lib/operators/jobs';
import { RetryButton } from '../../_components/retry-button';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Generation jobs' };

async function JobsPage() {
  await requireOperator();
  const jobs = await listJobs();
  return (
    <>
      <h1>Generation jobs</h1>
      {jobs.length === 0 ? (
        <p>No generation jobs yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Topic</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Callbacks</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map(({ job, title, deliveries }) => (
              <tr key={job.id}>
                <td>{formatTime(job.createdAt)}</td>
                <th scope="row">
                  {title ?? job.id}
                  {job.result ? <div className="muted">post: {job.result.slug}</div> : null}
                  {job.error ? <div className="muted">error: {job.error.message}</div> : null}
                </th>
                <td className={`state-${job.status}`}>{job.status}</td>
                <td>
                  {job.attempts} of {job.maxAttempts}
                  {job.nextAttemptAt ? <div className="muted">next {formatTime(job.nextAttemptAt)}</div> : null}
                </td>
                <td>
                  {deliveries.length === 0 ? (
                    <span className="muted">{job.callbackUrl ? 'none yet' : 'no callback URL'}</span>
                  ) : (
                    <ul>
                      {deliveries.map((delivery) => (
                        <li key={delivery.id}>
                          {delivery.eventType}: {delivery.status}, {delivery.attempts} of {delivery.maxAttempts} attempt(s)
                          {delivery.lastOutcome ? ` (${delivery.lastOutcome})` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{job.status === 'failed' ? <RetryButton kind="job" id={job.id} label={`Retry the job ${title ?? job.id}`} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/jobs', JobsPage);
