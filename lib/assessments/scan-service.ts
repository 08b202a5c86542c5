// Runs one website audit or SEO/GEO scan for an API client: URL check, crawl credit against the shared hourly and
// daily caps, the guarded fetch, the analysis, and a record of the call and how it ended.
import { getDb } from '@/db/client';
import { assessmentScans } from '@/db/schema';
import type { Client } from '@/lib/auth/authenticate';
import { callerOf } from '@/lib/auth/caller';
import { ApiError } from '@/lib/errors';
import { errorSummary, logWarning } from '@/lib/log';
import { scanQuotaRules } from '@/lib/limits/quota-rules';
import { consumeQuotas, refundQuotas } from '@/lib/limits/quotas';
import { checkTargetUrl } from '@/lib/net/url-policy';
import { auditPage } from './audit/website-audit';
import { fetchPage, fetchTextFile } from './fetch-page';
import { type Page, parsePage } from './page';
import { scanSeoGeo } from './seo-geo/seo-geo-scan';

export type ScanKind = 'website' | 'seo-geo';

export function runWebsiteAudit(url: string, client: Client) {
  return runScan('website', url, client, async (page) => auditPage(page));
}

export function runSeoGeoScan(url: string, client: Client) {
  return runScan('seo-geo', url, client, async (page) => scanSeoGeo(page, await fetchExtraFiles(page.fetched.finalUrl)));
}

async function runScan<R extends object>(kind: ScanKind, url: string, client: Client, analyse: (page: Page) => Promise<R>) {
  // Refused before any credit or connection: not https, IP literals, ports, local and non-public names.
  checkTargetUrl(url);
  const quotas = scanQuotaRules(client);
  await consumeQuotas(quotas);

  const started = performance.now();
  const record = (values: Partial<typeof assessmentScans.$inferInsert>) =>
    getDb().then((db) =>
      db.insert(assessmentScans).values({
        caller: callerOf(client).id,
        kind,
        url,
        outcome: 'succeeded',
        creditUsed: true,
        durationMs: Math.round(performance.now() - started),
        ...values,
      }),
    );

  try {
    const fetched = await fetchPage(url);
    const report = await analyse(parsePage(fetched));
    await record({ finalUrl: fetched.finalUrl, httpStatus: fetched.status });
    return { ...report, creditsUsed: 1 as const, scannedAt: new Date().toISOString() };
  } catch (error) {
    // A target refused at connect time (its DNS answer is private) cost nothing: give its credit back.
    if (error instanceof ApiError && error.code === 'target_not_allowed') await refundQuotas(quotas);
    // The caller gets the scan's own error; a failed bookkeeping write is logged, not allowed to replace it.
    await record(failure(error)).catch((recordError: unknown) =>
      logWarning('could not record a failed scan', { kind, error: errorSummary(recordError) }),
    );
    throw error;
  }
}

/** The two extra requests of the SEO/GEO scan, in parallel; neither can fail the scan. */
function fetchExtraFiles(finalUrl: string) {
  return Promise.all([fetchTextFile(finalUrl, '/robots.txt'), fetchTextFile(finalUrl, '/llms.txt')]).then(
    ([robotsTxt, llmsTxt]) => ({ robotsTxt, llmsTxt }),
  );
}

function failure(error: unknown): Partial<typeof assessmentScans.$inferInsert> {
  if (!(error instanceof ApiError)) return { outcome: 'failed', reason: error instanceof Error ? error.name : 'unknown' };
  const reason = typeof error.extra?.reason === 'string' ? error.extra.reason : null;
  const status = Number(error.extra?.status);
  const httpStatus = Number.isInteger(status) ? status : null;
  if (error.code === 'target_not_allowed') {
    // The connector refuses a private address after DNS and before connecting; the credit was refunded.
    return { outcome: 'target_not_allowed', reason, creditUsed: false };
  }
  if (error.code === 'upstream_failed') return { outcome: 'upstream_failed', reason, httpStatus };
  return { outcome: 'failed', reason: error.code };
}
