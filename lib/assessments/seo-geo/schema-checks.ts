// The Schema.org checklist of the GEO section: JSON-LD that parses, the types found, and the properties Google
// documents for Article, FAQPage, Organization and BreadcrumbList, plus author and date signals anywhere on the page.
import { Checklist } from '../findings';
import type { Page } from '../page';
import { authorSignals, dateSignals } from './signals';
import {
  ARTICLE_TYPES,
  type SchemaIssue,
  checkArticle,
  checkBreadcrumbs,
  checkOrganization,
  faqQuestions,
  isOrganization,
  parseJsonLd,
  typedItems,
} from './structured-data';

export function checkStructuredData(page: Page) {
  const list = new Checklist('structured-data');
  const blocks = parseJsonLd(page);
  const items = typedItems(blocks);
  const types = [...new Set(items.flatMap((entry) => entry.types))].sort();

  for (const block of blocks.filter((b) => b.error)) {
    list.fail({
      id: 'schema.invalid_json',
      severity: 'error',
      message: `JSON-LD block ${block.index} is not valid JSON.`,
      evidence: { selector: `script[type="application/ld+json"] (block ${block.index})`, value: block.error },
      recommendation: 'Fix the JSON syntax; crawlers ignore a block that does not parse.',
    });
  }
  list.check(
    items.length === 0,
    {
      id: 'schema.none',
      severity: 'warning',
      message: 'The page has no Schema.org JSON-LD.',
      evidence: { selector: 'script[type="application/ld+json"]', value: blocks.length, expected: 'at least one JSON-LD item' },
      recommendation: 'Describe the page with JSON-LD (Article, Organization, BreadcrumbList, FAQPage where it fits).',
    },
    `JSON-LD declares: ${types.join(', ') || 'untyped items'}.`,
  );

  const issues: SchemaIssue[] = [];
  const faqs = [];
  for (const entry of items) {
    if (entry.types.some((t) => ARTICLE_TYPES.includes(t))) issues.push(...checkArticle(entry));
    if (isOrganization(entry.types)) issues.push(...checkOrganization(entry));
    if (entry.types.includes('BreadcrumbList')) issues.push(...checkBreadcrumbs(entry));
    if (entry.types.includes('FAQPage')) faqs.push(...faqQuestions(entry, page.$('body').text()));
  }
  list.check(
    issues.length > 0,
    {
      id: 'schema.incomplete',
      severity: 'warning',
      message: `${issues.length} recommended Schema.org propert(ies) are missing or malformed.`,
      evidence: { selector: 'script[type="application/ld+json"]', value: issues.map((i) => ({ ...i })) },
      recommendation: 'Complete the listed properties; Article needs headline, author name, datePublished, dateModified and image.',
    },
    'Article, Organization and BreadcrumbList items carry their recommended properties.',
  );
  if (faqs.length > 0) {
    const hidden = faqs.filter((faq) => !faq.visible || !faq.hasAnswer);
    list.check(
      hidden.length > 0,
      {
        id: 'schema.faq_mismatch',
        severity: 'warning',
        message: `${hidden.length} of ${faqs.length} FAQPage question(s) are not visible on the page or have no answer.`,
        evidence: { selector: 'FAQPage mainEntity', value: hidden.map((faq) => ({ ...faq })) },
        recommendation: 'FAQ markup must repeat questions and answers that are visible on the page.',
      },
      `All ${faqs.length} FAQPage questions appear on the page with an answer.`,
    );
  }

  const authors = authorSignals(page, items);
  const dates = dateSignals(page, items);
  list.check(
    authors.length === 0,
    {
      id: 'signals.author_missing',
      severity: 'warning',
      message: 'No author is named in meta tags, rel=author, microdata or JSON-LD.',
      evidence: { selector: 'meta[name="author"], [rel="author"], [itemprop="author"], JSON-LD author', value: authors.map((s) => ({ ...s })) },
      recommendation: 'Name the author (with a link to a profile) so the content can be attributed.',
    },
    `Author signals: ${authors.map((s) => s.value).slice(0, 3).join(', ')}.`,
  );
  list.check(
    dates.length === 0,
    {
      id: 'signals.date_missing',
      severity: 'warning',
      message: 'No publication or update date is machine-readable.',
      evidence: { selector: 'time[datetime], meta[property="article:published_time"], JSON-LD datePublished', value: dates.map((s) => ({ ...s })) },
      recommendation: 'Mark the publication and last update dates with <time datetime> and in JSON-LD.',
    },
    `Date signals: ${dates.map((s) => s.value).slice(0, 2).join(', ')}.`,
  );

  return {
    list,
    metrics: {
      jsonLdBlocks: blocks.length,
      types,
      faqQuestions: faqs.length,
      microdataItems: page.$('[itemscope]').length,
      authors,
      dates,
    },
  };
}
