// The dashboard's start page: what each section is for.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireOperator } from '../_lib/operator';
import { withFaults } from '../_lib/faults';

export const metadata: Metadata = { title: 'Overview' };

const SECTIONS = [
  { href: '/dashboard/settings', title: 'API clients', text: 'Create, rotate and revoke the keys of integrators.' },
  { href: '/dashboard/usage', title: 'Usage', text: 'Scan and blog generation caps used by each client.' },
  { href: '/dashboard/chatbot', title: 'Chatbot', text: 'Choose the internal chatbot, an external script, or none.' },
  { href: '/dashboard/redirects', title: 'Redirects', text: 'Add, edit, switch and remove redirects; see their hits.' },
  { href: '/dashboard/inquiries', title: 'Inquiries', text: 'Read contact inquiries and retry their notifications.' },
  { href: '/dashboard/jobs', title: 'Generation jobs', text: 'Follow blog generation jobs and their callbacks.' },
  { href: '/dashboard/blog', title: 'Blog', text: 'Publish, unpublish and delete posts.' },
  { href: '/dashboard/media', title: 'Media', text: 'See uploaded images and delete unused ones.' },
  { href: '/dashboard/audit', title: 'Audit log', text: 'Every change made here: who, what, when.' },
];

async function DashboardHome() {
  const operator = await requireOperator();
  return (
    <>
      <h1>Dashboard</h1>
      <p>Signed in as {operator.email}.</p>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link href={section.href}>{section.title}</Link>: {section.text}
          </li>
        ))}
      </ul>
    </>
  );
}

export default withFaults('page /dashboard', DashboardHome);
