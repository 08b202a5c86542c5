// Usage: requests, 429s and errors per client and per route (last 24 hours hourly, last 30 days daily), and each API
// client's use of the scan and blog generation caps and the service-wide daily scan cap.
import type { Metadata } from 'next';
import { listClients } from '@/lib/auth/clients';
import { quotaUse, type CapUse } from '@/lib/operators/quota-use';
import { sumBy, usageOverview, type UsageSeries } from '@/lib/operators/usage';
import { UsageChart } from '../../_components/usage-chart';
import { requireOperator } from '../../_lib/operator';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Usage' };

/** Charts drawn per group; the rest are in the group's totals table. */
const CHARTS_PER_GROUP = 8;

const KIND_NAMES: Record<string, string> = {
  public: 'Public routes (all visitors)',
  cron: 'Scheduled jobs (cron)',
  unauthenticated: 'Requests without a valid key',
  env: 'Environment key',
  'legacy-blog': 'Legacy blog key',
};

const hourLabel = (start: Date) => `${start.toISOString().slice(11, 16)} UTC`;
const dayLabel = (start: Date) => start.toISOString().slice(0, 10);

function Cap({ use, label }: { use: CapUse; label: string }) {
  return (
    <>
      <meter min={0} max={use.limit || 1} value={use.used} aria-label={label} /> {use.used} of {use.limit}
    </>
  );
}

function UsageGroup(props: { heading: string; series: UsageSeries[]; name: (one: UsageSeries) => string; span: string; label: (start: Date) => string }) {
  const { heading, series, name, span, label } = props;
  return (
    <section>
      <h3>{heading}</h3>
      {series.length === 0 ? (
        <p className="muted">No requests counted.</p>
      ) : (
        <>
          {series.slice(0, CHARTS_PER_GROUP).map((one) => (
            <UsageChart key={name(one)} title={name(one)} points={one.points} label={label} span={span} />
          ))}
          <table>
            <caption>{`${heading}, totals over the ${span}`}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Requests</th>
                <th scope="col">429s</th>
                <th scope="col">Errors</th>
              </tr>
            </thead>
            <tbody>
              {series.map((one) => (
                <tr key={name(one)}>
                  <th scope="row">{name(one)}</th>
                  <td>{one.total.requests}</td>
                  <td>{one.total.limited}</td>
                  <td>{one.total.errors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

async function UsagePage() {
  await requireOperator();
  const allClients = await listClients();
  const clients = allClients.filter((client) => !client.revokedAt);
  const [use, overview] = await Promise.all([quotaUse(clients.map((client) => client.id)), usageOverview()]);
  const names = new Map(allClients.map((client) => [client.id, client.revokedAt ? `${client.name} (revoked)` : client.name]));
  const subjectName = (one: UsageSeries) => names.get(one.subject) ?? KIND_NAMES[one.subject] ?? `Deleted client ${one.subject}`;
  const routeName = (one: UsageSeries) => one.operationId;
  const spans = [
    { heading: 'Last 24 hours, per hour', span: 'last 24 hours', series: overview.hourly, label: hourLabel },
    { heading: 'Last 30 days, per day', span: 'last 30 days', series: overview.daily, label: dayLabel },
  ];
  return (
    <>
      <h1>Usage</h1>
      <p className="muted">
        Errors are answers with a status of 400 or more other than 429, which is counted on its own. Counts reach this
        page within a second or so (each server instance writes what it counted right after the answers, at most once
        a second by default).
      </p>
      {spans.map((span) => (
        <section key={span.span}>
          <h2>{span.heading}</h2>
          <UsageGroup heading={`Per client (${span.span})`} series={sumBy(span.series, 'subject')} name={subjectName} span={span.span} label={span.label} />
          <UsageGroup heading={`Per route (${span.span})`} series={sumBy(span.series, 'operationId')} name={routeName} span={span.span} label={span.label} />
        </section>
      ))}
      <h2>Quotas</h2>
      <p>
        Scans by all clients in the last 24 hours: <Cap use={use.global} label="Scans of the service in the last 24 hours" />
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

export default withFaults('page /dashboard/usage', UsagePage);
