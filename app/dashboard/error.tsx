'use client';
// A dashboard page whose frame fails on the server (the session check of the signed-in pages, the sign-in and setup
// pages): the dashboard's error page with the request id, instead of the site's.
import { DashboardError } from './_components/dashboard-error';

export default function DashboardFrameError(props: { error: unknown; retry: () => void }) {
  return <DashboardError {...props} />;
}
