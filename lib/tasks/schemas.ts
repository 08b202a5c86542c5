// Shapes of an internal task: what a caller may send, and what the API returns.
import { z } from 'zod';
import { storedText } from '@/lib/stored-text';

export const TaskPriority = z.enum(['low', 'normal', 'high']);
export const TaskStatus = z.enum(['open', 'in_progress', 'done', 'cancelled']);

export const TaskInput = z
  .object({
    title: storedText().trim().min(1, 'title is required').max(200),
    details: storedText().max(10_000).optional(),
    priority: TaskPriority.default('normal'),
    contactName: storedText().trim().max(200).optional(),
    contactEmail: z.email().max(320).optional(),
    contactCompany: storedText().trim().max(200).optional(),
  })
  .strict()
  .meta({ id: 'TaskInput' });
export type TaskInput = z.infer<typeof TaskInput>;

export const Task = z
  .object({
    id: z.uuid(),
    title: z.string(),
    details: z.string().nullable(),
    priority: TaskPriority,
    status: TaskStatus.describe('open -> in_progress -> done | cancelled'),
    contactName: storedText().nullable(),
    contactEmail: z.string().nullable(),
    contactCompany: storedText().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof Task>;
