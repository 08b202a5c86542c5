// The heading outline (Lighthouse accessibility heading-order and empty-heading): one H1, no skipped levels,
// no empty headings. The outline itself is returned as a metric so a reader can see what was measured.
import type { Element } from 'domhandler';
import { Checklist } from '../findings';
import { type Page, sampleOf, samplesOf, selectorOf, shorten, textOf } from '../page';

export interface Heading {
  level: number;
  text: string;
  selector: string;
}

export interface HeadingElement {
  heading: Heading;
  element: Element;
}

export function headingsOf(page: Page): HeadingElement[] {
  const { $ } = page;
  return $('h1, h2, h3, h4, h5, h6, [role="heading"]')
    .toArray()
    .map((element) => {
      const ariaLevel = Number($(element).attr('aria-level'));
      const level = /^h[1-6]$/.test(element.name) ? Number(element.name[1]) : Number.isInteger(ariaLevel) && ariaLevel > 0 ? ariaLevel : 2;
      const text = textOf($, element) || ($(element).find('img[alt]').attr('alt') ?? '').trim();
      return { heading: { level, text: shorten(text, 120), selector: selectorOf(element) }, element };
    });
}

/** One H1, checked the same way (one finding id, one advice) by the audit and the SEO scan; returns the H1 count. */
export function checkH1(list: Checklist, page: Page, headings: HeadingElement[]): number {
  const h1s = headings.filter((entry) => entry.heading.level === 1);
  if (h1s.length === 0) {
    list.fail({
      id: 'headings.h1_missing',
      severity: 'error',
      message: 'The page has no H1.',
      evidence: { selector: 'h1', value: 0, expected: '1' },
      recommendation: 'Give the page one H1 that states its main topic.',
    });
  } else {
    list.check(
      h1s.length > 1,
      {
        id: 'headings.h1_multiple',
        severity: 'warning',
        message: `The page has ${h1s.length} H1 headings.`,
        evidence: { selector: 'h1', value: h1s.length, samples: samplesOf(page.$, h1s.map((h) => h.element)), expected: '1' },
        recommendation: 'Keep one H1 for the page topic and use H2 and below for sections.',
      },
      'The page has exactly one H1.',
    );
  }
  return h1s.length;
}

export function checkHeadings(page: Page): { list: Checklist; outline: Heading[] } {
  const { $ } = page;
  const list = new Checklist('headings');
  const headings = headingsOf(page);
  const outline = headings.map((entry) => entry.heading);
  checkH1(list, page, headings);

  const skips: Element[] = [];
  const skipValues: string[] = [];
  headings.forEach((entry, index) => {
    const previous = headings[index - 1]?.heading.level;
    if (previous !== undefined && entry.heading.level > previous + 1) {
      skips.push(entry.element);
      skipValues.push(`h${previous} -> h${entry.heading.level}`);
    }
  });
  list.check(
    skips.length > 0,
    {
      id: 'headings.skipped_level',
      severity: 'warning',
      message: `${skips.length} heading(s) skip a level.`,
      evidence: { selector: 'h1, h2, h3, h4, h5, h6', value: skipValues, samples: samplesOf($, skips), expected: 'each heading at most one level below the previous' },
      recommendation: 'Nest headings without gaps (H2 under H1, H3 under H2) so the outline is navigable.',
    },
    'No heading skips a level.',
  );

  const empty = headings.filter((entry) => !entry.heading.text);
  list.check(
    empty.length > 0,
    {
      id: 'headings.empty',
      severity: 'warning',
      message: `${empty.length} heading(s) have no text.`,
      evidence: { selector: 'h1, h2, h3, h4, h5, h6', value: empty.length, samples: empty.slice(0, 5).map((e) => sampleOf($, e.element)) },
      recommendation: 'Remove empty headings or give them text; screen readers announce them as blank.',
    },
    'Every heading has text.',
  );

  return { list, outline };
}
