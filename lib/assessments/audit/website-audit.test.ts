import { describe, expect, it } from 'vitest';
import type { Finding } from '../findings';
import { parsePage } from '../page';
import { pageFromHtml } from '../testing';
import { auditPage } from './website-audit';

const GOOD_HEAD = `<meta charset="utf-8"><title>Emoji data for developers</title>
<meta name="description" content="Resolve, search and lint emoji in 24 languages.">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://example.org/guide">`;

function audit(html: string, options?: Parameters<typeof pageFromHtml>[1]) {
  return auditPage(pageFromHtml(html, options));
}

function finding(report: { findings: Finding[] }, id: string): Finding {
  const found = report.findings.find((f) => f.id === id);
  if (!found) throw new Error(`expected finding ${id}, got ${report.findings.map((f) => f.id).join(', ')}`);
  return found;
}

describe('website audit', () => {
  it('passes a clean page and lists what it checked', () => {
    const report = audit(`<!doctype html><html lang="en"><head>${GOOD_HEAD}</head><body>
      <header><nav><a href="/docs">Documentation</a></nav></header>
      <main><h1>Guide</h1><h2>Install</h2><p>Text <a href="https://other.example/x" rel="nofollow">the spec</a></p>
      <img src="/a.png" alt="Diagram" width="10" height="10"><ul><li>a</li></ul>
      <table><tr><th>k</th></tr><tr><td>v</td></tr></table></main><footer>f</footer></body></html>`);
    expect(report.findings).toEqual([]);
    expect(report.score).toMatchObject({ value: 100, parts: [] });
    expect(report.passed.map((p) => p.id)).toEqual(
      expect.arrayContaining(['title.multiple', 'lang.invalid', 'viewport.zoom_disabled', 'canonical.other_url', 'headings.h1_multiple', 'images.alt_missing']),
    );
    expect(report.metrics.links).toEqual({ total: 2, internal: 1, external: 1, nofollow: 1, other: 0 });
    expect(report.metrics.headings.map((h) => h.level)).toEqual([1, 2]);
  });

  it('reports head problems with the measured values', () => {
    const report = audit(`<html lang="en_US"><head><title></title><meta name="viewport" content="width=device-width, user-scalable=no"></head><body></body></html>`, {
      headers: { 'content-type': 'text/html' },
    });
    expect(finding(report, 'title.missing').severity).toBe('error');
    expect(finding(report, 'lang.invalid').evidence).toMatchObject({ selector: 'html[lang]', value: 'en_US' });
    expect(finding(report, 'viewport.zoom_disabled').evidence.value).toBe('width=device-width, user-scalable=no');
    expect(finding(report, 'charset.missing').evidence.value).toEqual({ header: null, meta: null });
    expect(finding(report, 'meta_description.missing').evidence.value).toBeNull();
  });

  it('reads robots directives from meta and X-Robots-Tag, including bot-scoped header values', () => {
    const meta = audit(`<html><head><meta name="robots" content="NOINDEX, follow"></head></html>`);
    expect(finding(meta, 'robots.noindex').evidence).toEqual({ selector: 'meta[name="robots"]', value: 'noindex' });
    const header = audit('<html></html>', { headers: { 'x-robots-tag': 'otherbot: noindex, googlebot: none' } });
    expect(finding(header, 'robots.noindex').evidence).toEqual({ selector: 'X-Robots-Tag', value: 'none' });
    expect(finding(header, 'robots.nofollow').evidence.value).toBe('none');
    const other = audit('<html></html>', { headers: { 'x-robots-tag': 'otherbot: noindex' } });
    expect(other.findings.map((f) => f.id)).not.toContain('robots.noindex');
  });

  it('finds heading outline problems and points at the offending elements', () => {
    const report = audit(`<body><h1>A</h1><h1>B</h1><h4 id="deep">C</h4><h2></h2></body>`);
    expect(finding(report, 'headings.h1_multiple').evidence.value).toBe(2);
    const skipped = finding(report, 'headings.skipped_level');
    expect(skipped.evidence.value).toEqual(['h1 -> h4']);
    expect(skipped.evidence.samples).toEqual([{ selector: 'h4#deep', snippet: '<h4 id="deep">C' }]);
    expect(finding(report, 'headings.empty').evidence.samples?.[0]?.selector).toBe('html > body > h2');
  });

  it('classifies links against the base URL and flags uncrawlable, nameless and vague ones', () => {
    const report = audit(
      `<head><base href="https://cdn.example.net/"></head><body>
       <a href="page">relative to base</a><a href="https://example.org/x">Same site</a>
       <a href="javascript:void(0)">Open</a><a href="">Empty</a><a href="/y"><img src="i.png"></a>
       <a href="/z">Read more…</a><a href="mailto:a@example.org">Mail us</a></body>`,
      { url: 'https://www.example.org/start' },
    );
    expect(report.metrics.links).toMatchObject({ total: 7, internal: 1, external: 4, other: 2 });
    expect(finding(report, 'links.javascript_href').evidence.value).toBe(1);
    expect(finding(report, 'links.empty_href').evidence.samples?.[0]?.snippet).toBe('<a href>Empty');
    expect(finding(report, 'links.no_name').evidence.value).toBe(1);
    expect(finding(report, 'links.vague_text').evidence.value).toEqual(['Read more…']);
  });

  it('measures alt coverage counting empty alt as decorative', () => {
    const report = audit(`<body><img src="a" alt="A" width="1" height="1"><img src="b" alt=""><img src="c"><img src="d"></body>`);
    expect(finding(report, 'images.alt_missing').evidence.value).toEqual({ missing: 2, total: 4, coverage: 0.5 });
    expect(report.metrics.images).toMatchObject({ withAlt: 1, decorative: 1, altCoverage: 0.5, withoutDimensions: 3 });
  });

  it('checks landmarks, lists, tables and frames', () => {
    const report = audit(`<body><div><li>stray</li></div><ul><p>bad</p></ul><table><tr><td>1</td></tr></table>
      <table role="presentation"><tr><td>layout</td></tr></table><iframe src="/x"></iframe></body>`);
    expect(finding(report, 'structure.main_missing').evidence.value).toMatchObject({ main: 0 });
    expect(finding(report, 'structure.listitem_outside_list').evidence.value).toBe(1);
    expect(finding(report, 'structure.list_children').evidence.value).toBe(1);
    expect(finding(report, 'structure.table_headers_missing').evidence.value).toEqual({ withoutHeaders: 1, tables: 1 });
    expect(finding(report, 'structure.frame_title_missing').evidence.value).toBe(1);
  });

  it('ignores text inside script, style and template when measuring', () => {
    const report = audit(`<body><h1><script>document.write("x")</script></h1><template><h2>t</h2></template><style>h1{}</style></body>`);
    expect(finding(report, 'headings.empty').evidence.value).toBe(1);
    expect(report.metrics.headings).toHaveLength(1);
    expect(report.metrics.weight.inlineScriptBytes).toBe('document.write("x")'.length);
  });

  it('reports redirects and weight, and the score lists every deduction', () => {
    const report = audit('<html><body>' + '<div></div>'.repeat(900) + '</body></html>', {
      url: 'https://example.org/final',
      redirects: [
        { url: 'http://example.org/start', status: 301 },
        { url: 'https://example.org/start', status: 302 },
      ],
    });
    expect(finding(report, 'http.redirect_chain').evidence.value).toEqual([
      '301 http://example.org/start',
      '302 https://example.org/start',
      '200 https://example.org/final',
    ]);
    expect(finding(report, 'http.protocol_changed').severity).toBe('info');
    expect(finding(report, 'weight.dom_size')).toMatchObject({ severity: 'warning', evidence: { value: 903 } });
    const deducted = report.score.parts.reduce((sum, part) => sum + part.deduction, 0);
    expect(report.score.value).toBe(Math.max(0, 100 - deducted));
    expect(report.score.parts.map((p) => p.findingId)).toEqual(report.findings.filter((f) => f.severity !== 'info').map((f) => f.id));
    expect(report.notMeasured).toContain('backlinks');
  });

  it('decodes the body with the charset the header declares', () => {
    const body = Uint8Array.from(Buffer.from('<html lang="fr"><title>Caf\xe9</title></html>', 'latin1'));
    const page = parsePage({
      requestedUrl: 'https://example.org/',
      finalUrl: 'https://example.org/',
      status: 200,
      headers: new Headers({ 'content-type': 'text/html; charset=ISO-8859-1' }),
      redirects: [],
      body,
    });
    const report = auditPage(page);
    expect(report.metrics.title).toBe('Café');
    expect(finding(report, 'charset.not_utf8').evidence.value).toEqual({ header: 'iso-8859-1', meta: null });
  });
});
