// The commands on one inquiry that a sender's request calls for: its data as JSON (a read, audited all the same: who
// was handed someone's personal data, and when), and erasing the sender's personal data (lib/contact/retention.ts,
// what the retention cron does to old inquiries).
import { z } from 'zod';
import { eraseInquiry } from '@/lib/contact/retention';
import { exportInquiry } from '@/lib/operators/inquiries';
import { defineCommand } from './command';

const ById = z.object({ id: z.string().trim() });

export const exportInquiryCommand = defineCommand({
  action: 'inquiry.export',
  subject: 'The inquiry',
  input: ById,
  async change({ id }) {
    const exported = await exportInquiry(id);
    return { result: exported, target: exported.id };
  },
});

export const eraseInquiryCommand = defineCommand({
  action: 'inquiry.erase',
  subject: 'The inquiry',
  input: ById,
  async change({ id }) {
    const erased = await eraseInquiry(id);
    return { result: erased, target: erased.id };
  },
});
