// The dashboard's work and content actions with a signed-in operator: retrying a contact notification and a failed
// generation job, publishing and deleting posts, deleting media only when no post uses it; each change audited.
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { blogPosts, contactInquiries, contactOutbox, generationJobs, media } from '@/db/schema';
import { createPost } from '@/lib/blog/create-post';
import { getPost } from '@/lib/blog/posts';
import { listAuditEntries } from '@/lib/operators/audit';
import { createTestOperator } from './helpers/operators';
import { listInquiries } from '@/lib/operators/inquiries';
import { listJobs } from '@/lib/operators/jobs';
import { listMedia } from '@/lib/operators/media';
import { signIn } from '@/lib/operators/sign-in';
import { IDLE } from '@/app/dashboard/_lib/form-state';
import { calculatorData } from './fixtures/inquiry';
import { mediaRow } from './fixtures/media-row';

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers, cookies: async () => ({ set: () => {} }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

beforeAll(async () => {
  process.env.DASHBOARD_AUTH_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
  await createTestOperator({ email: 'editor@example.com', password: 'a long enough password' });
  const { cookies } = await signIn('editor@example.com', 'a long enough password', new Headers({ 'x-forwarded-for': '198.51.100.30' }));
  request.headers = new Headers({ cookie: cookies.map((value) => value.split(';')[0]).join('; ') });
});

describe('work', () => {
  it('retries a failed notification: fresh attempts, one try now (pending without a mail server), audited', async () => {
    const db = await getDb();
    const [inquiry] = await db
      .insert(contactInquiries)
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello',
        calculator: calculatorData,
        catalogVersion: 'test',
        grossCents: 867510,
        consentAt: new Date(),
        formTokenId: crypto.randomUUID(),
      })
      .returning();
    const [outbox] = await db
      .insert(contactOutbox)
      .values({ inquiryId: inquiry!.id, channel: 'email', status: 'failed', attempts: 5, lastError: 'connection refused' })
      .returning();
    expect((await listInquiries())[0]!.notifications[0]).toMatchObject({ status: 'failed', lastError: 'connection refused' });

    const { retryNotificationAction } = await import('@/app/dashboard/_actions/work');
    const answer = await retryNotificationAction(IDLE, form({ id: outbox!.id }));
    expect(answer.message).toContain('No mail server');
    const [after] = await db.select().from(contactOutbox).where(eq(contactOutbox.id, outbox!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await retryNotificationAction(IDLE, form({ id: crypto.randomUUID() }))).toMatchObject({ status: 'error' });
    expect((await listAuditEntries())[0]).toMatchObject({ actor: 'editor@example.com', action: 'inquiry.notification.retry', target: inquiry!.id });
  });

  it('queues a failed generation job again with more attempts, and refuses a job that did not fail', async () => {
    const db = await getDb();
    const values = { caller: 'env', input: { topic: 'Emoji in e-mail subjects' }, maxAttempts: 3, attempts: 3 };
    const [failed] = await db.insert(generationJobs).values({ ...values, status: 'failed', error: { code: 'upstream_failed', message: 'model down' } }).returning();
    const [queued] = await db.insert(generationJobs).values({ ...values, attempts: 0 }).returning();
    const listed = await listJobs();
    expect(listed.find((entry) => entry.job.id === failed!.id)).toMatchObject({ title: 'Emoji in e-mail subjects', job: { status: 'failed' } });

    const { retryJobAction } = await import('@/app/dashboard/_actions/work');
    expect(await retryJobAction(IDLE, form({ id: failed!.id }))).toMatchObject({ status: 'ok' });
    const [after] = await db.select().from(generationJobs).where(eq(generationJobs.id, failed!.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 3, maxAttempts: 6, error: null });
    expect(await retryJobAction(IDLE, form({ id: queued!.id }))).toMatchObject({ status: 'error' });
    expect(await retryJobAction(IDLE, form({ id: failed!.id }))).toMatchObject({ status: 'error' });
  });
});

describe('content', () => {
  it('publishes, unpublishes and deletes a post', async () => {
    const { post } = await createPost({ title: 'Dashboard post', content: 'Body', published: false });
    const { setPostPublishedAction, deletePostAction } = await import('@/app/dashboard/_actions/content');
    expect(await setPostPublishedAction(IDLE, form({ id: post.id, published: 'true' }))).toMatchObject({ status: 'ok' });
    expect((await getPost({ id: post.id })).status).toBe('published');
    expect(await setPostPublishedAction(IDLE, form({ id: post.id, published: 'false' }))).toMatchObject({ status: 'ok' });
    expect((await getPost({ id: post.id })).status).toBe('draft');
    // Deleting asks first, and changes nothing until the operator confirms.
    expect(await deletePostAction(IDLE, form({ id: post.id }))).toMatchObject({ status: 'confirm' });
    expect(await deletePostAction(IDLE, form({ id: post.id, confirm: 'no' }))).toMatchObject({ status: 'idle' });
    expect((await getPost({ id: post.id })).status).toBe('draft');
    expect(await deletePostAction(IDLE, form({ id: post.id, confirm: 'yes' }))).toMatchObject({ status: 'ok' });
    await expect(getPost({ id: post.id })).rejects.toMatchObject({ code: 'not_found' });
    expect(await deletePostAction(IDLE, form({ id: post.id, confirm: 'yes' }))).toMatchObject({ status: 'error' });
    const actions = (await listAuditEntries()).slice(0, 3).map((entry) => entry.action);
    expect(actions).toEqual(['post.delete', 'post.unpublish', 'post.publish']);
  });

  it('deletes an image (row and stored file) only when no post features it or shows its URL', async () => {
    process.env.MEDIA_LOCAL_DIR = await mkdtemp(path.join(tmpdir(), 'dashboard-media-'));
    const db = await getDb();
    const [featured, linked, unused] = await db.insert(media).values([mediaRow('featured.png'), mediaRow('linked.png'), mediaRow('unused.png')]).returning();
    const unusedFile = path.join(process.env.MEDIA_LOCAL_DIR, unused!.storageKey);
    await writeFile(unusedFile, 'not really a png');
    const { post } = await createPost({ title: 'Featuring', content: 'Body' });
    await db.update(blogPosts).set({ featuredMediaId: featured!.id }).where(eq(blogPosts.id, post.id));
    await createPost({ title: 'Linking', content: `![chart](${linked!.url})` });
    const listed = await listMedia();
    expect(listed.map((entry) => [entry.item.filename, entry.usedBy])).toEqual(
      expect.arrayContaining([['featured.png', 1], ['linked.png', 1], ['unused.png', 0]]),
    );

    const { deleteMediaAction } = await import('@/app/dashboard/_actions/content');
    const confirmed = (id: string) => form({ id, confirm: 'yes' });
    expect(await deleteMediaAction(IDLE, confirmed(featured!.id))).toMatchObject({ status: 'error', message: expect.stringContaining('used by a post') });
    expect(await deleteMediaAction(IDLE, confirmed(linked!.id))).toMatchObject({ status: 'error' });
    expect(await deleteMediaAction(IDLE, form({ id: unused!.id }))).toMatchObject({ status: 'confirm' });
    expect(existsSync(unusedFile)).toBe(true);
    expect(await deleteMediaAction(IDLE, confirmed(unused!.id))).toMatchObject({ status: 'ok' });
    expect((await listMedia()).map((entry) => entry.item.id)).not.toContain(unused!.id);
    expect(existsSync(unusedFile)).toBe(false);
    expect(await deleteMediaAction(IDLE, confirmed(unused!.id))).toMatchObject({ status: 'error' });
  });
});

describe('usage', () => {
  it("reads each client's scan and generation cap use by the keys the services consume", async () => {
    const { consumeQuotas } = await import('@/lib/limits/quotas');
    const { generationQuotaRule, scanQuotaRules } = await import('@/lib/limits/quota-rules');
    const { quotaUse } = await import('@/lib/operators/quota-use');
    const [busy, idle] = [crypto.randomUUID(), crypto.randomUUID()];
    await consumeQuotas(scanQuotaRules({ id: busy }));
    await consumeQuotas(scanQuotaRules({ id: busy }));
    await consumeQuotas([generationQuotaRule({ id: busy })]);
    const use = await quotaUse([busy, idle]);
    expect(use.global).toMatchObject({ used: 2, limit: 500 });
    expect(use.perClient.get(busy)).toMatchObject({ scans: { used: 2, limit: 30 }, generations: { used: 1, limit: 50 } });
    expect(use.perClient.get(idle)).toMatchObject({ scans: { used: 0 }, generations: { used: 0 } });
  });
});
