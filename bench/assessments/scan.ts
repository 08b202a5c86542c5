// Audit and SEO/GEO scan cost per saved page (parse and analyse only, no network) against cheerio.load alone in the
// same run, and peak memory on a generated 2 MB page, each case in its own child process (max RSS).
// Run: npx tsx bench/assessments/scan.ts
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'cheerio';
import { auditPage } from '@/lib/assessments/audit/website-audit';
import { type FetchedPage, parsePage } from '@/lib/assessments/page';
import type { TextFile } from '@/lib/assessments/seo-geo/crawlers';
import { scanSeoGeo } from '@/lib/assessments/seo-geo/seo-geo-scan';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGES = path.join(HERE, '../../tests/fixtures/pages');
const ITERATIONS = 30;
const WARMUP = 5;
const TWO_MB = 2 * 1024 * 1024;

const FILES: { robotsTxt: TextFile; llmsTxt: TextFile } = {
  robotsTxt: { state: 'found', url: 'https://bench.example.org/robots.txt', status: 200, text: 'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' },
  llmsTxt: { state: 'missing', url: 'https://bench.example.org/llms.txt', status: 404 },
};

function fetched(body: Buffer): FetchedPage {
  const url = 'https://bench.example.org/page';
  return { requestedUrl: url, finalUrl: url, status: 200, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), redirects: [], body };
}

const CASES = {
  baseline: (body: Buffer) => load(body.toString('utf8')),
  audit: (body: Buffer) => auditPage(parsePage(fetched(body))),
  seoGeo: (body: Buffer) => scanSeoGeo(parsePage(fetched(body)), FILES),
} as const;
type CaseName = keyof typeof CASES;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** A ~2 MB page: the saved V8 article with its article body repeated. */
function twoMegabytePage(): Buffer {
  const html = readFileSync(path.join(PAGES, 'v8-blog.html'), 'utf8');
  const start = html.indexOf('<div itemprop="articleBody">');
  const end = html.indexOf('</article>');
  const body = html.slice(start, end);
  const copies = Math.ceil((TWO_MB - html.length) / body.length);
  return Buffer.from(html.slice(0, end) + body.repeat(copies) + html.slice(end));
}

function childPeak(caseName: CaseName | 'idle'): number {
  const output = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--peak', caseName], {
    encoding: 'utf8',
  });
  return Number(output.trim().split('\n').pop());
}

function peakMode(caseName: CaseName | 'idle'): void {
  const page = twoMegabytePage();
  if (caseName !== 'idle') CASES[caseName](page);
  // resourceUsage().maxRSS is in kilobytes.
  console.log(process.resourceUsage().maxRSS * 1024);
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i]!)).join('  ');
}

function main(): void {
  const pages = readdirSync(PAGES).filter((name) => name.endsWith('.html')).sort();
  const generated = twoMegabytePage();
  const inputs = [...pages.map((name) => ({ name, body: readFileSync(path.join(PAGES, name)) })), { name: 'generated-2mb.html', body: generated }];

  const widths = [20, 9, 14, 10, 8, 12, 8];
  console.log(`Parse + analyse per page, median of ${ITERATIONS} runs after ${WARMUP} warm-up runs (Node ${process.version})`);
  console.log(row(['page', 'KiB', 'cheerio.load ms', 'audit ms', 'ratio', 'seo-geo ms', 'ratio'], widths));
  for (const { name, body } of inputs) {
    const baseline = time(() => CASES.baseline(body));
    const audit = time(() => CASES.audit(body));
    const seoGeo = time(() => CASES.seoGeo(body));
    console.log(
      row(
        [name, (body.length / 1024).toFixed(0), baseline.toFixed(2), audit.toFixed(2), `${(audit / baseline).toFixed(2)}x`, seoGeo.toFixed(2), `${(seoGeo / baseline).toFixed(2)}x`],
        widths,
      ),
    );
  }

  const idle = childPeak('idle');
  const peaks = (['baseline', 'audit', 'seoGeo'] as const).map((name) => ({ name, peak: childPeak(name) }));
  const baselineAdded = peaks[0]!.peak - idle;
  console.log(`\nPeak memory on a ${(generated.length / 1024 / 1024).toFixed(2)} MB page (max RSS of a fresh process; idle process ${(idle / 1024 / 1024).toFixed(0)} MiB)`);
  console.log(row(['case', 'peak MiB', 'added MiB', 'ratio'], [12, 10, 10, 8]));
  for (const { name, peak } of peaks) {
    const added = peak - idle;
    console.log(row([name === 'baseline' ? 'cheerio.load' : name, (peak / 1024 / 1024).toFixed(0), (added / 1024 / 1024).toFixed(0), `${(added / baselineAdded).toFixed(2)}x`], [12, 10, 10, 8]));
  }
}

const peakIndex = process.argv.indexOf('--peak');
if (peakIndex > -1) peakMode(process.argv[peakIndex + 1] as CaseName | 'idle');
else main();
