// What robots.txt tells AI crawlers about this page (parsed with robots-parser, which follows RFC 9309 matching)
// and whether the site publishes an /llms.txt. Both files come from the two extra requests a scan may make.
import robotsParser from 'robots-parser';

export interface AiCrawler {
  token: string;
  operator: string;
  purpose: 'training' | 'search' | 'user request';
}

/** Product tokens documented by their operators; Google-Extended and Applebot-Extended only control AI use. */
export const AI_CRAWLERS: AiCrawler[] = [
  { token: 'GPTBot', operator: 'OpenAI', purpose: 'training' },
  { token: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'search' },
  { token: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user request' },
  { token: 'ClaudeBot', operator: 'Anthropic', purpose: 'training' },
  { token: 'Claude-SearchBot', operator: 'Anthropic', purpose: 'search' },
  { token: 'Claude-User', operator: 'Anthropic', purpose: 'user request' },
  { token: 'PerplexityBot', operator: 'Perplexity', purpose: 'search' },
  { token: 'Perplexity-User', operator: 'Perplexity', purpose: 'user request' },
  { token: 'Google-Extended', operator: 'Google', purpose: 'training' },
  { token: 'Applebot-Extended', operator: 'Apple', purpose: 'training' },
  { token: 'CCBot', operator: 'Common Crawl', purpose: 'training' },
  { token: 'Amazonbot', operator: 'Amazon', purpose: 'search' },
  { token: 'meta-externalagent', operator: 'Meta', purpose: 'training' },
  { token: 'Bytespider', operator: 'ByteDance', purpose: 'training' },
];

/** The outcome of one extra request: the body when it answered 2xx, else why not. */
export type TextFile =
  | { state: 'found'; url: string; status: number; text: string }
  | { state: 'missing'; url: string; status: number }
  | { state: 'unavailable'; url: string; reason: string };

export interface CrawlerAccess {
  token: string;
  operator: string;
  purpose: AiCrawler['purpose'];
  allowed: boolean;
  /** Whether robots.txt has a group naming this token (otherwise the `*` group applies). */
  namedGroup: boolean;
  rule: { line: number; text: string } | null;
}

export interface RobotsReport {
  file: TextFile;
  crawlers: CrawlerAccess[];
  searchEngines: CrawlerAccess[];
}

const SEARCH_ENGINES: AiCrawler[] = [
  { token: 'Googlebot', operator: 'Google', purpose: 'search' },
  { token: 'Bingbot', operator: 'Microsoft', purpose: 'search' },
];

/** Access of each crawler to `pageUrl`. A missing robots.txt (4xx) allows everything, as RFC 9309 says. */
export function robotsReport(file: TextFile, pageUrl: string): RobotsReport {
  if (file.state !== 'found') {
    const open = (crawler: AiCrawler): CrawlerAccess => ({ ...crawler, allowed: file.state === 'missing', namedGroup: false, rule: null });
    return { file, crawlers: AI_CRAWLERS.map(open), searchEngines: SEARCH_ENGINES.map(open) };
  }
  const robots = robotsParser(file.url, file.text);
  const lines = file.text.split(/\r\n|\r|\n/);
  const named = new Set(
    lines
      .map((line) => /^\s*user-agent\s*:\s*([^#\s]+)/i.exec(line)?.[1]?.toLowerCase())
      .filter((token): token is string => Boolean(token)),
  );
  const access = (crawler: AiCrawler): CrawlerAccess => {
    const line = robots.getMatchingLineNumber(pageUrl, crawler.token);
    return {
      ...crawler,
      allowed: robots.isAllowed(pageUrl, crawler.token) !== false,
      namedGroup: named.has(crawler.token.toLowerCase()),
      rule: line > 0 ? { line, text: (lines[line - 1] ?? '').trim() } : null,
    };
  };
  return { file, crawlers: AI_CRAWLERS.map(access), searchEngines: SEARCH_ENGINES.map(access) };
}

export interface LlmsTxtReport {
  file: TextFile;
  title: string | null;
  links: number;
  /** The proposal (llmstxt.org) asks for a Markdown file that starts with an H1 naming the site. */
  wellFormed: boolean;
}

export function llmsTxtReport(file: TextFile): LlmsTxtReport {
  if (file.state !== 'found') return { file, title: null, links: 0, wellFormed: false };
  const title = /^#\s+(.+)$/m.exec(file.text)?.[1]?.trim() ?? null;
  const firstLine = file.text.split('\n').find((line) => line.trim())?.trim() ?? '';
  const links = [...file.text.matchAll(/\[[^\]]+\]\([^)]+\)/g)].length;
  return { file, title, links, wellFormed: firstLine.startsWith('# ') };
}
