import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { assessmentScans } from '@/db/schema';
import { startTestServer, type TestServer } from '@/lib/net/test-server';
import { useTestTransport } from '@/lib/net/test-transport';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const WEBSITE = '/api/public/agent/v1/assessments/website';
const SEO_GEO = '/api/public/agent/v1/assessments/seo-geo';
const PAGES = path.join(process.cwd(), 'tests/fixtures/pages');
const page = (name: string) => readFileSync(path.join(PAGES, name));

interface Finding {
  id: string;
  severity: string;
  category: string;
  message: string;
  evidence: { selector: string; value: unknown; samples?: { selector: string; snippet: string }[] };
  recommendation: string;
}
type Report = Record<string, unknown> & { findings: Finding[]; passed: { id: string }[]; metrics: Record<string, unknown> };

let server: TestServer;
const requests: string[] = [];

const ROUTES: Record<string, { status?: number; type: string; body: Buffer | string; headers?: Record<string, string> }> = {
  '/blog/emscripten-standalone-wasm': { type: 'text/html; charset=utf-8', body: page('v8-blog.html') },
  '/news/opinion/angry-media': { type: 'text/html; charset=utf-8', body: page('herald-sun.html') },
  '/leistungen/relaunch': { type: 'text/html; charset=utf-8', body: page('faq-service.html') },
  '/bkuhn/blog/2019/10/15/fsf-rms.html': { type: 'text/html; charset=utf-8', body: page('ebb-org.html') },
  '/sre/sre-book/chapters/monitoring-distributed-systems/': { type: 'text/html; charset=utf-8', body: page('sre-book.html') },
  '/robots.txt': {
    type: 'text/plain',
    body: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /news/\n\nUser-agent: *\nDisallow: /private/\n',
  },
  '/llms.txt': { status: 404, type: 'text/html', body: '<h1>Not found</h1>' },
  '/report.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
  '/gone': { status: 404, type: 'text/html', body: '<h1>Gone</h1>' },
  '/moved': { status: 301, type: 'text/html', body: '', headers: { location: '/leistungen/relaunch' } },
};

beforeAll(async () => {
  // Opening the database and applying migrations is the slow part of the first call; do it outside the tests.
  await getDb();
  server = await startTestServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(`${request.headers.host}${url}`);
    const route = ROUTES[url.split('?')[0]!] ?? { status: 404, type: 'text/plain', body: 'not found' };
    response.writeHead(route.status ?? 200, { 'content-type': route.type, ...route.headers });
    response.end(route.body);
  });
});
afterAll(() => server.close());
afterEach(() => {
  useTestTransport(null);
  vi.unstubAllEnvs();
});

async function scan(route: string, url: string, scopes = ['assessment:website', 'assessment:seo-geo']) {
  useTestTransport({ connect: { port: server.port } });
  const { key, id } = await createTestKey(scopes);
  const response = await call('POST', route, { key, json: { url } });
  return { response, clientId: id, key };
}

function finding(report: { findings: Finding[] }, id: string): Finding {
  const found = report.findings.find((f) => f.id === id);
  if (!found) throw new Error(`expected ${id}, got ${report.findings.map((f) => f.id).join(', ')}`);
  return found;
}

describe('website audit on saved pages', () => {
  it('audits the V8 blog article with evidence pointing at the page', async () => {
    const { response, clientId } = await scan(WEBSITE, 'https://v8.dev/blog/emscripten-standalone-wasm');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('10');
    const report = await bodyOf<Report>(response);
    expect(report).toMatchObject({ kind: 'website', status: 200, finalUrl: 'https://v8.dev/blog/emscripten-standalone-wasm', creditsUsed: 1 });
    expect(report.notMeasured).toEqual(expect.arrayContaining(['search rankings', 'backlinks', 'actual citations in AI answers']));

    const h1 = finding(report, 'headings.h1_multiple');
    expect(h1.evidence.value).toBe(2);
    expect(h1.evidence.samples?.map((s) => s.selector)).toEqual(['header#header > h1', 'main#main > article > header > h1']);
    expect(finding(report, 'canonical.missing').severity).toBe('info');
    expect(report.metrics.lang).toBe('en');
    expect(report.metrics.images).toMatchObject({ total: 1, decorative: 1, altCoverage: 1, withoutDimensions: 0 });
    const links = report.metrics.links as { total: number; internal: number; external: number; other: number; nofollow: number };
    expect(links.nofollow).toBe(2);
    expect(links.internal + links.external + links.other).toBe(links.total);
    for (const f of report.findings) {
      expect(f.id && f.severity && f.category && f.recommendation).toBeTruthy();
      expect(f.evidence).toHaveProperty('selector');
      expect(f.evidence).toHaveProperty('value');
    }

    const db = await getDb();
    const rows = await db.select().from(assessmentScans).where(eq(assessmentScans.caller, `client:${clientId}`));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'website', outcome: 'succeeded', creditUsed: true, httpStatus: 200, url: 'https://v8.dev/blog/emscripten-standalone-wasm' }),
    ]);
  });

  it('finds the news page blocking zoom, an empty link and a canonical pointing elsewhere', async () => {
    const { response } = await scan(WEBSITE, 'https://m.heraldsun.com.au/news/opinion/angry-media');
    const report = await bodyOf<Report>(response);
    expect(finding(report, 'viewport.zoom_disabled').evidence.value).toBe('width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no');
    expect(finding(report, 'links.empty_href').evidence.samples?.[0]).toEqual({ selector: 'div#read-more-link > a', snippet: '<a href>Read more' });
    expect(finding(report, 'links.vague_text').evidence.value).toEqual(['Read more']);
    expect(finding(report, 'canonical.other_url').evidence.value).toBe(
      'http://www.heraldsun.com.au/news/opinion/angry-media-wont-buckle-over-new-surveillance-laws/story-fni0fha6-1227261886014',
    );
    expect(finding(report, 'structure.main_missing').evidence.value).toMatchObject({ main: 0 });
    expect(report.metrics.title).toBe('Angry media won’t buckle over new surveillance laws | Herald Sun');
  });

  it('follows redirects and reports them', async () => {
    const { response } = await scan(WEBSITE, 'https://www.example-agentur.de/moved');
    const report = await bodyOf<Report>(response);
    expect(report.redirects).toEqual([{ url: 'https://www.example-agentur.de/moved', status: 301 }]);
    expect(report.finalUrl).toBe('https://www.example-agentur.de/leistungen/relaunch');
    expect(report.passed.map((p) => p.id)).toContain('http.redirect_chain');
  });
});

describe('SEO/GEO scan on saved pages', () => {
  it('separates classic and GEO sections and reads robots.txt and llms.txt with two extra requests', async () => {
    const before = requests.length;
    const { response } = await scan(SEO_GEO, 'https://m.heraldsun.com.au/news/opinion/angry-media');
    expect(response.status).toBe(200);
    const report = await bodyOf<{ classic: Report; geo: Report; notMeasured: string[] }>(response);
    expect(requests.slice(before).map((r) => r.replace(/^[^/]+/, '')).sort()).toEqual(['/llms.txt', '/news/opinion/angry-media', '/robots.txt']);

    expect(report.classic.passed.map((p) => p.id)).toContain('twitter_card.missing');
    expect(finding(report.classic, 'description.too_long').evidence.value).toBe(218);
    const blocked = finding(report.geo, 'geo.ai_crawlers_blocked');
    expect(blocked.evidence.value).toEqual([
      { token: 'GPTBot', purpose: 'training', rule: { line: 2, text: 'Disallow: /' } },
      { token: 'PerplexityBot', purpose: 'search', rule: { line: 5, text: 'Disallow: /news/' } },
    ]);
    expect(report.geo.metrics.llmsTxt).toMatchObject({ state: 'missing', status: 404 });
    expect(finding(report.geo, 'schema.none').evidence.value).toBe(0);
    expect(finding(report.geo, 'signals.date_missing').evidence.value).toEqual([]);
    expect(report.geo.metrics.quotations).toBeGreaterThan(0);
    expect(report.notMeasured).toContain('Core Web Vitals and other field or lab performance data');
  });

  it('checks JSON-LD and question headings on the FAQ service page', async () => {
    const { response } = await scan(SEO_GEO, 'https://www.example-agentur.de/leistungen/relaunch');
    const report = await bodyOf<{ classic: Report; geo: Report }>(response);
    const { metrics } = report.geo;
    expect((metrics.structuredData as { types: string[] }).types).toEqual(['Article', 'BreadcrumbList', 'FAQPage', 'Organization']);
    expect(report.geo.passed.map((p) => p.id)).toEqual(expect.arrayContaining(['schema.faq_mismatch', 'schema.incomplete', 'geo.answers_not_direct', 'geo.no_citations']));
    expect(metrics.directAnswers).toBe(3);
    expect(metrics.citedDomains).toEqual(['destatis.de']);
    expect(metrics.statisticSamples).toEqual(['69 %', '6.900 Euro', '2.900 €', '6.900 €', '12.900 €']);
    expect(report.classic.passed.map((p) => p.id)).toEqual(expect.arrayContaining(['hreflang.invalid', 'hreflang.no_self_reference', 'open_graph.incomplete']));
  });
});

describe('both scans on a personal blog and a book chapter', () => {
  it('reports the blog without viewport, sized images or landmarks, and groups its sources by domain', async () => {
    const url = 'https://ebb.org/bkuhn/blog/2019/10/15/fsf-rms.html';
    const audit = await bodyOf<Report>((await scan(WEBSITE, url)).response);
    expect(finding(audit, 'viewport.missing')).toMatchObject({ severity: 'error', evidence: { selector: 'meta[name="viewport"]', value: null } });
    expect(finding(audit, 'images.dimensions_missing').evidence.value).toEqual({ missing: 4, total: 4 });
    expect(audit.metrics.lang).toBe('en-US');

    const scanned = await bodyOf<{ classic: Report; geo: Report }>((await scan(SEO_GEO, url)).response);
    expect(finding(scanned.classic, 'title.too_long').evidence.value).toBe(67);
    const cited = scanned.geo.metrics.citedDomains as string[];
    expect(cited).toContain('fsf.org');
    expect(cited).not.toContain('static.fsf.org');
    expect(cited).not.toContain('ebb.org');
    expect(scanned.geo.metrics.structuredData).toMatchObject({ authors: [{ source: 'meta[name="author"]', value: 'Bradley M. Kuhn (http://ebb.org/bkuhn/)' }] });
  });

  it('finds the chapter\'s 13 H1 sections, its question heading and its statistics', async () => {
    const url = 'https://sre.google/sre/sre-book/chapters/monitoring-distributed-systems/';
    const audit = await bodyOf<Report>((await scan(WEBSITE, url)).response);
    const h1 = finding(audit, 'headings.h1_multiple');
    expect(h1.evidence.value).toBe(13);
    expect(h1.evidence.samples?.[0]?.selector).toBe('section#chapter_monitoring > h1');

    const scanned = await bodyOf<{ classic: Report; geo: Report }>((await scan(SEO_GEO, url)).response);
    expect(scanned.geo.metrics.questionHeadings).toEqual([
      expect.objectContaining({ question: 'Why Monitor?', direct: true, answer: expect.objectContaining({ words: 9 }) }),
    ]);
    expect(scanned.geo.metrics.statisticSamples).toEqual(expect.arrayContaining(['99.9%', '10%']));
    expect(finding(scanned.classic, 'description.missing').severity).toBe('warning');
  });
});

describe('scan rules', () => {
  it('refuses private and special targets with 422 before any connection and uses no credit', async () => {
    const connections = server.connections();
    for (const url of ['https://127.0.0.1/', 'https://localhost/x', 'http://v8.dev/', 'https://v8.dev:8443/']) {
      const { response, clientId } = await scan(WEBSITE, url);
      expect(response.status).toBe(422);
      expect(await bodyOf(response)).toMatchObject({ error: 'target_not_allowed' });
      const db = await getDb();
      expect(await db.select().from(assessmentScans).where(eq(assessmentScans.caller, `client:${clientId}`))).toEqual([]);
    }
    expect(server.connections()).toBe(connections);
  });

  it('answers 502 with what happened when the page is not HTML or not there, and records the credit', async () => {
    const pdf = await scan(WEBSITE, 'https://v8.dev/report.pdf');
    expect(pdf.response.status).toBe(502);
    expect(await bodyOf(pdf.response)).toMatchObject({ error: 'upstream_failed', reason: 'content_type' });
    const gone = await scan(SEO_GEO, 'https://v8.dev/gone');
    expect(gone.response.status).toBe(502);
    expect(await bodyOf(gone.response)).toMatchObject({ error: 'upstream_failed', reason: 'http_status', status: 404 });
    const db = await getDb();
    const [row] = await db.select().from(assessmentScans).where(eq(assessmentScans.caller, `client:${gone.clientId}`));
    expect(row).toMatchObject({ kind: 'seo-geo', outcome: 'upstream_failed', reason: 'http_status', httpStatus: 404, creditUsed: true });
  });

  it('shares the hourly cap between both scans and answers 429 with Retry-After', async () => {
    vi.stubEnv('PUBLIC_API_ASSESSMENT_SCAN_HOURLY_CAP', '2');
    useTestTransport({ connect: { port: server.port } });
    const { key } = await createTestKey(['assessment:website', 'assessment:seo-geo']);
    const url = 'https://www.example-agentur.de/leistungen/relaunch';
    expect((await call('POST', WEBSITE, { key, json: { url } })).status).toBe(200);
    expect((await call('POST', SEO_GEO, { key, json: { url } })).status).toBe(200);
    const third = await call('POST', WEBSITE, { key, json: { url } });
    expect(third.status).toBe(429);
    expect(await bodyOf(third)).toMatchObject({ error: 'quota_exceeded' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3500);
    const other = await createTestKey(['assessment:website']);
    expect((await call('POST', WEBSITE, { key: other.key, json: { url } })).status).toBe(200);
  });

  it('gives the credit back when the host resolves to a private address (refused before connecting)', async () => {
    vi.stubEnv('PUBLIC_API_ASSESSMENT_SCAN_HOURLY_CAP', '1');
    const { key, id } = await createTestKey(['assessment:website']);
    const log = useTestTransport({ resolve: async () => ['10.1.2.3'], connect: { port: server.port } });
    const refused = await call('POST', WEBSITE, { key, json: { url: 'https://rebind.example-agentur.de/' } });
    expect(refused.status).toBe(422);
    expect(log.connects).toEqual([]);
    const db = await getDb();
    const [row] = await db.select().from(assessmentScans).where(eq(assessmentScans.caller, `client:${id}`));
    expect(row).toMatchObject({ outcome: 'target_not_allowed', creditUsed: false });
    useTestTransport({ connect: { port: server.port } });
    const url = 'https://www.example-agentur.de/leistungen/relaunch';
    expect((await call('POST', WEBSITE, { key, json: { url } })).status).toBe(200);
    expect((await call('POST', WEBSITE, { key, json: { url } })).status).toBe(429);
  });

  it('applies the daily cap across all keys', async () => {
    vi.stubEnv('PUBLIC_API_ASSESSMENT_SCAN_DAILY_CAP', '0');
    const { response } = await scan(WEBSITE, 'https://v8.dev/blog/emscripten-standalone-wasm');
    expect(response.status).toBe(429);
    expect((await bodyOf(response)).message).toContain('daily scan quota');
  });

  it('needs the scope of each scan and a valid URL', async () => {
    const { response } = await scan(SEO_GEO, 'https://v8.dev/', ['assessment:website']);
    expect(response.status).toBe(403);
    const invalid = await scan(WEBSITE, 'not a url');
    expect(invalid.response.status).toBe(400);
  });
});
