// The website audit: every document, heading, link, image, structure and weight check on one parsed page,
// with the metrics they were computed from and a score that lists its deductions.
import { merge, scoreOf, summaryOf } from '../findings';
import { NOT_MEASURED } from '../not-measured';
import { type Page, textOf } from '../page';
import { checkHead, checkHttp, checkIndexing } from './document';
import { checkHeadings } from './headings';
import { checkImages } from './images';
import { checkLinks } from './links';
import { checkStructure, checkWeight } from './structure';

export function auditPage(page: Page) {
  const headings = checkHeadings(page);
  const links = checkLinks(page);
  const images = checkImages(page);
  const structure = checkStructure(page);
  const weight = checkWeight(page);
  const { findings, passed } = merge([
    checkHttp(page),
    checkHead(page),
    checkIndexing(page),
    headings.list,
    links.list,
    images.list,
    structure.list,
    weight.list,
  ]);
  const { $ } = page;
  return {
    kind: 'website' as const,
    requestedUrl: page.fetched.requestedUrl,
    finalUrl: page.fetched.finalUrl,
    status: page.fetched.status,
    redirects: page.fetched.redirects,
    contentType: page.fetched.headers.get('content-type'),
    summary: summaryOf(findings, passed),
    score: scoreOf(findings),
    metrics: {
      title: textOf($, $('title').toArray().slice(0, 1)) || null,
      lang: $('html').attr('lang')?.trim() || null,
      headings: headings.outline,
      links: links.metrics,
      images: images.metrics,
      structure: structure.metrics,
      weight: weight.metrics,
    },
    findings,
    passed,
    notMeasured: [...NOT_MEASURED],
  };
}
