import { describe, expect, it } from 'vitest';
import type { Finding } from '../findings';
import { pageFromHtml } from '../testing';
import type { TextFile } from './crawlers';
import { scanSeoGeo } from './seo-geo-scan';

const NO_FILES = {
  robotsTxt: { state: 'missing', url: 'https://example.org/robots.txt', status: 404 } as TextFile,
  llmsTxt: { state: 'missing', url: 'https://example.org/llms.txt', status: 404 } as TextFile,
};

function scan(html: string, files = NO_FILES, options?: Parameters<typeof pageFromHtml>[1]) {
  return scanSeoGeo(pageFromHtml(html, options), files);
}

function ids(findings: Finding[]) {
  return findings.map((f) => f.id);
}

function finding(findings: Finding[], id: string): Finding {
  const found = findings.find((f) => f.id === id);
  if (!found) throw new Error(`expected finding ${id}, got ${ids(findings).join(', ')}`);
  return found;
}

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>How long to steep tea: times for every kind of tea</title>
<meta name="description" content="Steeping times for green, black, white and herbal tea, with temperatures and the reasons behind them.">
<link rel="canonical" href="https://example.org/guide">
<link rel="alternate" hreflang="en" href="https://example.org/guide"><link rel="alternate" hreflang="de" href="https://example.org/de/guide">
<meta property="og:title" content="Tea"><meta property="og:type" content="article"><meta property="og:image" content="/tea.png">
<meta property="og:url" content="https://example.org/guide"><meta property="og:description" content="Tea">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"Article","headline":"Tea","author":{"@type":"Person","name":"Ada"},"datePublished":"2024-05-01","dateModified":"2024-06-01","image":"https://example.org/tea.png"},
 {"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"How long should green tea steep?","acceptedAnswer":{"@type":"Answer","text":"Two minutes."}},
   {"@type":"Question","name":"Is tea older than coffee?","acceptedAnswer":{"@type":"Answer","text":"Yes."}}]},
 {"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://example.org/"},{"@type":"ListItem","position":2,"name":"Tea"}]}
]}</script>
<script type="application/ld+json">{ broken </script>
</head><body><nav><a href="https://social.example/share">Share</a></nav><main>
<h1>Steeping tea</h1>
<h2>How long should green tea steep?</h2><p>Two minutes at 80 °C, according to the <a href="https://tea-institute.example/green">Tea Institute</a>.</p>
<h2>Why does water temperature matter</h2><div><p>${'Hot water extracts bitter tannins quickly and long explanations follow here. '.repeat(8)}</p></div>
<blockquote>Tea is liquid wisdom.</blockquote><p>Sales grew by 12% in 2023 to €4.5 million.</p>
<ul><li>Green</li><li>Black</li><li>White</li></ul></main></body></html>`;

describe('SEO/GEO scan', () => {
  it('keeps classic and GEO findings in separate sections, each with its own score', () => {
    const report = scan(ARTICLE);
    expect(ids(report.classic.findings)).toEqual(['content.thin', 'hreflang.no_x_default', 'open_graph.image_relative', 'twitter_card.missing']);
    expect(finding(report.classic.findings, 'content.thin').evidence.value).toBe(report.classic.metrics.words);
    expect(finding(report.classic.findings, 'open_graph.image_relative').evidence.value).toBe('/tea.png');
    expect(report.classic.score.value).toBe(90);
    expect(report.geo.findings.every((f) => !report.classic.findings.includes(f))).toBe(true);
    expect(report.notMeasured).toEqual(expect.arrayContaining(['search rankings', 'backlinks', 'actual citations in AI answers']));
  });

  it('finds question headings and whether a short direct answer follows', () => {
    const report = scan(ARTICLE);
    const questions = report.geo.metrics.questionHeadings;
    expect(questions.map((q) => [q.question, q.direct])).toEqual([
      ['How long should green tea steep?', true],
      ['Why does water temperature matter', false],
    ]);
    expect(questions[0]?.answer).toMatchObject({ words: 10 });
    const indirect = finding(report.geo.findings, 'geo.answers_not_direct');
    expect(indirect.evidence.value).toEqual([{ question: 'Why does water temperature matter', answerWords: 88 }]);
  });

  it('counts citations in the content only, quotations and statistics', () => {
    const { metrics } = scan(ARTICLE).geo;
    expect(metrics.citedDomains).toEqual(['tea-institute.example']);
    expect(metrics.quotations).toBe(1);
    expect(metrics.statisticSamples).toEqual(['12%', '€4.5 million']);
    expect(metrics.lists).toBe(1);
  });

  it('parses JSON-LD, reports broken blocks and FAQ questions that are not visible', () => {
    const report = scan(ARTICLE);
    expect(report.geo.metrics.structuredData.types).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
    expect(finding(report.geo.findings, 'schema.invalid_json').evidence.selector).toContain('block 1');
    expect(finding(report.geo.findings, 'schema.faq_mismatch').evidence.value).toEqual([
      { question: 'Is tea older than coffee?', hasAnswer: true, visible: false },
    ]);
    expect(ids(report.geo.findings)).not.toContain('schema.incomplete');
    expect(report.geo.metrics.structuredData.authors).toEqual([{ source: 'JSON-LD block 0 author', value: 'Ada' }]);
  });

  it('lists missing Article properties', () => {
    const report = scan(`<script type="application/ld+json">{"@type":"NewsArticle","headline":"x","author":{"@type":"Person"},"datePublished":"yesterday"}</script>`);
    expect(finding(report.geo.findings, 'schema.incomplete').evidence.value).toEqual([
      { type: 'NewsArticle', block: 0, problem: 'author has no name' },
      { type: 'NewsArticle', block: 0, problem: 'datePublished is not an ISO 8601 date' },
      { type: 'NewsArticle', block: 0, problem: 'dateModified is missing' },
      { type: 'NewsArticle', block: 0, problem: 'image is missing' },
    ]);
    expect(ids(report.geo.findings)).toEqual(expect.arrayContaining(['signals.author_missing', 'signals.date_missing']));
  });

  it('reports snippet restrictions', () => {
    const blocked = scan('<meta name="robots" content="nosnippet"><p data-nosnippet>x</p>');
    expect(finding(blocked.geo.findings, 'snippets.blocked').evidence).toEqual({ selector: 'meta[name="robots"]', value: 'nosnippet' });
    expect(finding(blocked.geo.findings, 'snippets.data_nosnippet').evidence.value).toBe(1);
    const limited = scan('<html></html>', NO_FILES, { headers: { 'x-robots-tag': 'max-snippet:120, max-snippet:-1' } });
    expect(finding(limited.geo.findings, 'snippets.limited')).toMatchObject({ severity: 'warning', evidence: { value: 'max-snippet:120' } });
  });

  it('applies robots.txt groups to each AI crawler with the matching line', () => {
    const robotsTxt: TextFile = {
      state: 'found',
      url: 'https://example.org/robots.txt',
      status: 200,
      text: 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: PerplexityBot\nDisallow: /guide\n\nUser-agent: *\nAllow: /\n',
    };
    const report = scan('<p>x</p>', { ...NO_FILES, robotsTxt });
    const blocked = finding(report.geo.findings, 'geo.ai_crawlers_blocked');
    expect(blocked.evidence.value).toEqual([
      { token: 'GPTBot', purpose: 'training', rule: { line: 3, text: 'Disallow: /' } },
      { token: 'PerplexityBot', purpose: 'search', rule: { line: 6, text: 'Disallow: /guide' } },
      { token: 'CCBot', purpose: 'training', rule: { line: 3, text: 'Disallow: /' } },
    ]);
    const claude = report.geo.metrics.aiCrawlers.find((c) => c.token === 'ClaudeBot');
    expect(claude).toMatchObject({ allowed: true, namedGroup: false, rule: { line: 9 } });
    expect(report.geo.metrics.robotsTxt).toEqual({ url: robotsTxt.url, state: 'found', status: 200, bytes: robotsTxt.text.length });
    expect(ids(report.classic.findings)).not.toContain('robots_txt.blocks_search');
  });

  it('flags robots.txt rules that shut out search engines, and reads /llms.txt', () => {
    const robotsTxt: TextFile = { state: 'found', url: 'https://example.org/robots.txt', status: 200, text: 'User-agent: *\nDisallow: /' };
    const llmsTxt: TextFile = { state: 'found', url: 'https://example.org/llms.txt', status: 200, text: '# Example\n\n- [Docs](https://example.org/docs)\n' };
    const report = scan('<p>x</p>', { robotsTxt, llmsTxt });
    expect(finding(report.classic.findings, 'robots_txt.blocks_search').evidence.value).toEqual([
      { token: 'Googlebot', rule: { line: 2, text: 'Disallow: /' } },
      { token: 'Bingbot', rule: { line: 2, text: 'Disallow: /' } },
    ]);
    expect(report.geo.metrics.llmsTxt).toMatchObject({ state: 'found', title: 'Example', links: 1, wellFormed: true });
    expect(report.geo.passed.map((p) => p.id)).toContain('llms_txt.missing');
  });

  it('says so when robots.txt could not be read instead of guessing', () => {
    const robotsTxt: TextFile = { state: 'unavailable', url: 'https://example.org/robots.txt', reason: 'HTTP 503' };
    const report = scan('<p>x</p>', { ...NO_FILES, robotsTxt });
    expect(finding(report.geo.findings, 'robots_txt.unavailable').evidence.value).toBe('HTTP 503');
    expect(report.geo.metrics.aiCrawlers.every((c) => c.allowed === false)).toBe(true);
  });
});
