// Document structure (Lighthouse accessibility: landmarks, list, listitem, th-has-data-cells, frame-title) and page
// weight as served: HTML bytes, DOM size and referenced resources. Thresholds follow Lighthouse's dom-size audit.
import { Checklist } from '../findings';
import { type Page, samplesOf } from '../page';

export interface StructureMetrics {
  landmarks: Record<'main' | 'nav' | 'header' | 'footer' | 'aside', number>;
  lists: number;
  tables: number;
  iframes: number;
}

export interface WeightMetrics {
  htmlBytes: number;
  domElements: number;
  inlineScriptBytes: number;
  inlineStyleBytes: number;
  externalScripts: number;
  stylesheets: number;
  images: number;
}

const LANDMARKS = {
  main: 'main, [role="main"]',
  nav: 'nav, [role="navigation"]',
  header: 'header, [role="banner"]',
  footer: 'footer, [role="contentinfo"]',
  aside: 'aside, [role="complementary"]',
} as const;

export const DOM_WARNING = 800;
export const DOM_ERROR = 1400;
export const HTML_BYTES_WARNING = 500 * 1024;

export function checkStructure(page: Page): { list: Checklist; metrics: StructureMetrics } {
  const { $ } = page;
  const list = new Checklist('structure');
  const landmarks = Object.fromEntries(
    Object.entries(LANDMARKS).map(([name, selector]) => [name, $(selector).length]),
  ) as StructureMetrics['landmarks'];

  list.check(
    landmarks.main === 0,
    {
      id: 'structure.main_missing',
      severity: 'warning',
      message: 'The page has no <main> landmark.',
      evidence: { selector: LANDMARKS.main, value: landmarks, expected: 'one main landmark' },
      recommendation: 'Wrap the primary content in <main> so assistive technology can jump to it.',
    },
    'The page has a <main> landmark.',
  );

  const strayItems = $('li').toArray().filter((el) => !$(el).parent().is('ul, ol, menu, [role="list"]'));
  list.check(
    strayItems.length > 0,
    {
      id: 'structure.listitem_outside_list',
      severity: 'error',
      message: `${strayItems.length} <li> element(s) are not inside a list.`,
      evidence: { selector: 'li', value: strayItems.length, samples: samplesOf($, strayItems) },
      recommendation: 'Put list items directly inside <ul>, <ol> or <menu>.',
    },
    'Every list item is inside a list.',
  );

  const badLists = $('ul, ol')
    .toArray()
    .filter((el) => $(el).children().toArray().some((child) => !['li', 'script', 'template'].includes(child.name)));
  list.check(
    badLists.length > 0,
    {
      id: 'structure.list_children',
      severity: 'warning',
      message: `${badLists.length} list(s) contain elements other than <li>.`,
      evidence: { selector: 'ul, ol', value: badLists.length, samples: samplesOf($, badLists) },
      recommendation: 'Lists should only contain <li> elements directly.',
    },
    'Lists contain only list items.',
  );

  const dataTables = $('table').toArray().filter((el) => !/^(presentation|none)$/.test($(el).attr('role') ?? ''));
  const headerless = dataTables.filter((el) => $(el).find('th').length === 0);
  list.check(
    headerless.length > 0,
    {
      id: 'structure.table_headers_missing',
      severity: 'warning',
      message: `${headerless.length} table(s) have no header cells.`,
      evidence: { selector: 'table', value: { withoutHeaders: headerless.length, tables: dataTables.length }, samples: samplesOf($, headerless) },
      recommendation: 'Mark header cells with <th> (or role="presentation" for layout tables).',
    },
    dataTables.length === 0 ? 'The page has no data tables.' : 'Every data table has header cells.',
  );

  const frames = $('iframe, frame').toArray();
  const untitled = frames.filter((el) => !($(el).attr('title') ?? '').trim() && !$(el).attr('aria-label'));
  list.check(
    untitled.length > 0,
    {
      id: 'structure.frame_title_missing',
      severity: 'warning',
      message: `${untitled.length} frame(s) have no title.`,
      evidence: { selector: 'iframe', value: untitled.length, samples: samplesOf($, untitled) },
      recommendation: 'Give every iframe a title that says what it contains.',
    },
    frames.length === 0 ? 'The page has no frames.' : 'Every frame has a title.',
  );

  return {
    list,
    metrics: { landmarks, lists: $('ul, ol').length, tables: dataTables.length, iframes: frames.length },
  };
}

export function checkWeight(page: Page): { list: Checklist; metrics: WeightMetrics } {
  const list = new Checklist('weight');
  const { raw } = page;
  const metrics: WeightMetrics = {
    htmlBytes: raw.bytes,
    domElements: raw.elementCount,
    inlineScriptBytes: raw.inlineScriptBytes,
    inlineStyleBytes: raw.inlineStyleBytes,
    externalScripts: raw.externalScripts,
    stylesheets: raw.stylesheets,
    images: page.$('img').length,
  };
  list.check(
    raw.elementCount > DOM_WARNING,
    {
      id: 'weight.dom_size',
      severity: raw.elementCount > DOM_ERROR ? 'error' : 'warning',
      message: `The document has ${raw.elementCount} elements.`,
      evidence: { selector: '*', value: raw.elementCount, expected: `at most ${DOM_WARNING} (error above ${DOM_ERROR})` },
      recommendation: 'Reduce the number of elements: a large DOM slows style and layout work on every change.',
    },
    `The document has ${raw.elementCount} elements.`,
  );
  list.check(
    raw.bytes > HTML_BYTES_WARNING,
    {
      id: 'weight.html_bytes',
      severity: 'warning',
      message: `The HTML alone weighs ${raw.bytes} bytes.`,
      evidence: { selector: 'response body', value: raw.bytes, expected: `at most ${HTML_BYTES_WARNING} bytes` },
      recommendation: 'Move inline scripts, styles and data out of the HTML and paginate long lists.',
    },
    `The HTML weighs ${raw.bytes} bytes.`,
  );
  return { list, metrics };
}
