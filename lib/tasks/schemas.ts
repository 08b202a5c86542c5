// Shapes of an internal task: what a caller may send, and what the API returns.
import { z } from 'zod';

export const TaskPriority = z.enum(['low', 'normal', 'high']);
export const TaskStatus = z.enum(['open', 'in_progress', 'done', 'cancelled']);

export const TaskInput = z
  .object({
    title: z.string().trim().min(1, 'title is required').max(200),
    details: z.string().max(10_000).optional(),
    priority: TaskPriority.default('normal'),
    contactName: z.string().trim().max(200).optional(),
    contactEmail: z.email().max(320).optional(),
    contactCompany: z.string().trim().max(200).optional(),
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
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactCompany: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof Task>;
