'use client';
// The dashboard's sections; the current one is marked for screen readers too (aria-current), and the one being opened
// says so while its page loads. That is the dashboard's loading state: a loading.tsx would wrap every page in a
// Suspense boundary, and React then sends a page's content hidden, for a script to reveal, which leaves the dashboard
// blank without JavaScript (where its forms, confirmations included, work).
import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';

export const SECTIONS = [
  { href: '/dashboard', label: 'Overview' },
  { href: '/dashboard/settings', label: 'API clients' },
  { href: '/dashboard/usage', label: 'Usage' },
  { href: '/dashboard/chatbot', label: 'Chatbot' },
  { href: '/dashboard/redirects', label: 'Redirects' },
  { href: '/dashboard/inquiries', label: 'Inquiries' },
  { href: '/dashboard/jobs', label: 'Generation jobs' },
  { href: '/dashboard/blog', label: 'Blog' },
  { href: '/dashboard/media', label: 'Media' },
  { href: '/dashboard/audit', label: 'Audit log' },
  { href: '/dashboard/second-factor', label: 'Second factor' },
] as const;

function Opening() {
  const { pending } = useLinkStatus();
  return pending ? <span className="opening"> (opening…)</span> : null;
}

export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={pathname === section.href ? 'page' : undefined}>
              {section.label}
              <Opening />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
