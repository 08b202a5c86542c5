'use client';
// The dashboard's sections; the current one is marked for screen readers too (aria-current).
import Link from 'next/link';
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

export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={pathname === section.href ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
