// The dashboard's own frame and stylesheet, inside the site's root layout (which owns the page's one <main>); never
// indexed.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './dashboard.css';

export const metadata: Metadata = {
  title: { default: 'Dashboard', template: '%s · Dashboard' },
  robots: { index: false, follow: false },
};

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <div className="dash">{children}</div>;
}
