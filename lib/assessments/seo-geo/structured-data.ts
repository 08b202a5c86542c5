// Schema.org JSON-LD: every block parsed, @graph and arrays flattened, and the types that matter for answers checked
// against Google's documented properties (Article, FAQPage, Organization, BreadcrumbList).
import { type Page, normalizeSpace } from '../page';

export type JsonObject = Record<string, unknown>;

export interface JsonLdBlock {
  index: number;
  error: string | null;
  items: JsonObject[];
}

export interface TypedItem {
  block: number;
  types: string[];
  item: JsonObject;
}

export interface SchemaIssue {
  type: string;
  block: number;
  problem: string;
}

export const ARTICLE_TYPES = ['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'ScholarlyArticle', 'Report', 'LiveBlogPosting'];
const ORGANIZATION_TYPES = ['Organization', 'Corporation', 'NewsMediaOrganization', 'LocalBusiness', 'OnlineStore', 'EducationalOrganization'];

export function parseJsonLd(page: Page): JsonLdBlock[] {
  return page.raw.jsonLd.map(({ text }, index) => {
    try {
      // Some sites wrap the JSON in an HTML comment or CDATA; browsers and Google tolerate that.
      const cleaned = text.trim().replace(/^<!--|-->$/g, '').replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, '');
      return { index, error: null, items: flatten(JSON.parse(cleaned)) };
    } catch (error) {
      return { index, error: error instanceof Error ? error.message : String(error), items: [] };
    }
  });
}

function flatten(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (!isObject(value)) return [];
  const graph = value['@graph'];
  return graph === undefined ? [value] : flatten(graph);
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function typesOf(item: JsonObject): string[] {
  const raw = item['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^(https?:\/\/)?schema\.org\//, ''));
}

export function typedItems(blocks: JsonLdBlock[]): TypedItem[] {
  return blocks.flatMap((block) => block.items.map((item) => ({ block: block.index, types: typesOf(item), item })));
}

function asList(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function text(value: unknown): string {
  if (typeof value === 'string') return normalizeSpace(value);
  if (isObject(value) && typeof value.name === 'string') return normalizeSpace(value.name);
  return '';
}

function validDate(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}

export function checkArticle(entry: TypedItem): SchemaIssue[] {
  const { item, block } = entry;
  const type = entry.types.find((t) => ARTICLE_TYPES.includes(t)) ?? 'Article';
  const issues: string[] = [];
  if (!text(item.headline) && !text(item.name)) issues.push('headline is missing');
  const authors = asList(item.author);
  if (authors.length === 0) issues.push('author is missing');
  else if (authors.some((author) => !text(author))) issues.push('author has no name');
  if (!validDate(item.datePublished)) issues.push(item.datePublished === undefined ? 'datePublished is missing' : 'datePublished is not an ISO 8601 date');
  if (!validDate(item.dateModified)) issues.push(item.dateModified === undefined ? 'dateModified is missing' : 'dateModified is not an ISO 8601 date');
  if (asList(item.image).length === 0) issues.push('image is missing');
  return issues.map((problem) => ({ type, block, problem }));
}

export interface FaqQuestion {
  question: string;
  hasAnswer: boolean;
  visible: boolean;
}

/** FAQ questions and whether each appears in the visible text, as Google requires for FAQ markup. */
export function faqQuestions(entry: TypedItem, visibleText: string): FaqQuestion[] {
  const haystack = comparable(visibleText);
  return asList(entry.item.mainEntity)
    .filter(isObject)
    .map((question) => {
      const name = text(question.name);
      const answer = asList(question.acceptedAnswer).find(isObject);
      return {
        question: name,
        hasAnswer: Boolean(answer && text(answer.text)),
        visible: name.length > 0 && haystack.includes(comparable(name)),
      };
    });
}

function comparable(value: string): string {
  return normalizeSpace(value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' '));
}

export function checkOrganization(entry: TypedItem): SchemaIssue[] {
  const type = entry.types.find((t) => ORGANIZATION_TYPES.includes(t)) ?? 'Organization';
  const missing = ['name', 'url', 'logo'].filter((property) => asList(entry.item[property]).length === 0);
  return missing.map((property) => ({ type, block: entry.block, problem: `${property} is missing` }));
}

export function checkBreadcrumbs(entry: TypedItem): SchemaIssue[] {
  const elements = asList(entry.item.itemListElement).filter(isObject);
  if (elements.length === 0) return [{ type: 'BreadcrumbList', block: entry.block, problem: 'itemListElement is empty' }];
  return elements.flatMap((element, index) => {
    const problems: string[] = [];
    if (!Number.isInteger(Number(element.position))) problems.push(`item ${index + 1}: position is missing`);
    const itemName = text(element.name) || (isObject(element.item) ? text(element.item.name) : '');
    if (!itemName) problems.push(`item ${index + 1}: name is missing`);
    if (index < elements.length - 1 && element.item === undefined) problems.push(`item ${index + 1}: item (URL) is missing`);
    return problems.map((problem) => ({ type: 'BreadcrumbList', block: entry.block, problem }));
  });
}

export function isOrganization(types: string[]): boolean {
  return types.some((t) => ORGANIZATION_TYPES.includes(t));
}
