'use client';
// A signed-in page that fails on the server, or a change made from it: the dashboard's error page inside the
// dashboard's navigation, with the request id.
import { DashboardError } from '../_components/dashboard-error';

export default function SignedInError(props: { error: unknown; retry: () => void }) {
  return <DashboardError {...props} />;
}
