// Answer-readiness (GEO): structure that answers questions directly, sources, quotations and statistics, Schema.org
// markup, author and date signals, snippet controls, and what robots.txt and /llms.txt say to AI crawlers.
import { Checklist } from '../findings';
import { type Page, samplesOf, shorten } from '../page';
import { hasDirective, maxSnippet, robotsDirectives } from '../robots-directives';
import { DIRECT_ANSWER_MAX_WORDS, listsAndTablesOf, questionHeadingsOf } from './answers';
import { citationsOf, quotationsOf, statisticsOf } from './content';
import type { LlmsTxtReport, RobotsReport } from './crawlers';

export function checkAnswerStructure(page: Page) {
  const list = new Checklist('answers');
  const questions = questionHeadingsOf(page);
  const direct = questions.filter((q) => q.direct);
  if (questions.length === 0) {
    list.fail({
      id: 'geo.no_question_headings',
      severity: 'info',
      message: 'No section heading is phrased as a question.',
      evidence: { selector: 'h2, h3, h4, h5, h6', value: 0 },
      recommendation: 'Where the page answers questions people ask, use the question as the heading and answer it right below.',
    });
  } else {
    const indirect = questions.filter((q) => !q.direct);
    list.check(
      indirect.length > 0,
      {
        id: 'geo.answers_not_direct',
        severity: 'warning',
        message: `${indirect.length} of ${questions.length} question heading(s) are not followed by a short direct answer.`,
        evidence: {
          selector: 'h2, h3, h4, h5, h6',
          value: indirect.map((q) => ({ question: q.question, answerWords: q.answer?.words ?? 0 })),
          samples: indirect.slice(0, 5).map((q) => ({ selector: q.selector, snippet: q.question })),
          expected: `a first paragraph of 1-${DIRECT_ANSWER_MAX_WORDS} words`,
        },
        recommendation: `Open each answer with one paragraph of at most ${DIRECT_ANSWER_MAX_WORDS} words that answers the question outright, then elaborate.`,
      },
      `All ${questions.length} question headings are followed by a direct answer.`,
    );
  }
  const structure = listsAndTablesOf(page);
  list.check(
    structure.lists + structure.tables === 0,
    {
      id: 'geo.no_lists_or_tables',
      severity: 'info',
      message: 'The main content has no list of three or more items and no table with headers.',
      evidence: { selector: `${structure.selector} ul, ol, table`, value: { lists: structure.lists, tables: structure.tables } },
      recommendation: 'Present steps, options and comparisons as lists or tables; answer engines quote them as they are.',
    },
    `The main content has ${structure.lists} list(s) and ${structure.tables} table(s).`,
  );
  return { list, questions, direct: direct.length, structure };
}

export function checkSources(page: Page) {
  const list = new Checklist('sources');
  const { $ } = page;
  const citations = citationsOf(page);
  list.check(
    citations.domains.length === 0,
    {
      id: 'geo.no_citations',
      severity: 'warning',
      message: 'The content links to no other website as a source.',
      evidence: { selector: 'main content a[href] to other hosts', value: citations.domains },
      recommendation: 'Cite primary sources with links in the text; the GEO study measured cited sources raising visibility.',
    },
    `The content cites ${citations.domains.length} other domain(s).`,
  );
  const quotes = quotationsOf(page);
  const quoteCount = quotes.elements.length + quotes.inline.length;
  list.check(
    quoteCount === 0,
    {
      id: 'geo.no_quotations',
      severity: 'info',
      message: 'The content contains no quotation.',
      evidence: { selector: 'blockquote, q, quoted text', value: quoteCount },
      recommendation: 'Quote named experts or sources where it adds weight; quotations were among the strongest GEO signals.',
    },
    `The content contains ${quoteCount} quotation(s).`,
  );
  const statistics = statisticsOf(page);
  list.check(
    statistics.length === 0,
    {
      id: 'geo.no_statistics',
      severity: 'info',
      message: 'The content states no statistic (percentages, amounts, counts).',
      evidence: { selector: 'main content text', value: statistics.length },
      recommendation: 'Back claims with concrete numbers and their source; added statistics raised visibility in the GEO study.',
    },
    `The content states ${statistics.length} statistic(s).`,
  );
  return {
    list,
    metrics: {
      citedDomains: citations.domains,
      citationLinks: citations.links.length,
      citationSamples: samplesOf($, citations.links, 3),
      quotations: quoteCount,
      quotationSamples: [...quotes.inline.slice(0, 3).map((q) => shorten(q, 120))],
      statistics: statistics.length,
      statisticSamples: statistics.slice(0, 5),
    },
  };
}

export function checkSnippetControls(page: Page): Checklist {
  const list = new Checklist('snippets');
  const directives = robotsDirectives(page);
  const nosnippet = hasDirective(directives, 'nosnippet');
  const max = maxSnippet(directives);
  const blocked = nosnippet ?? (max && max.limit === 0 ? max.directive : undefined);
  list.check(
    Boolean(blocked),
    {
      id: 'snippets.blocked',
      severity: 'error',
      message: 'The page forbids text snippets, so answer engines may not quote it.',
      evidence: { selector: blocked?.source ?? 'meta[name="robots"]', value: blocked?.value ?? null },
      recommendation: 'Remove nosnippet / max-snippet:0 unless no text of the page may be quoted.',
    },
    'No nosnippet or max-snippet:0 directive.',
  );
  if (max && max.limit > 0) {
    list.fail({
      id: 'snippets.limited',
      severity: max.limit < 160 ? 'warning' : 'info',
      message: `Snippets are limited to ${max.limit} characters.`,
      evidence: { selector: max.directive.source, value: max.directive.value, expected: 'max-snippet:-1' },
      recommendation: 'Use max-snippet:-1 so answers can quote a full passage.',
    });
  }
  const excluded = page.$('[data-nosnippet]').toArray();
  if (excluded.length > 0) {
    list.fail({
      id: 'snippets.data_nosnippet',
      severity: 'info',
      message: `${excluded.length} element(s) are excluded from snippets with data-nosnippet.`,
      evidence: { selector: '[data-nosnippet]', value: excluded.length, samples: samplesOf(page.$, excluded) },
      recommendation: 'Check that no answer-bearing text is marked data-nosnippet.',
    });
  }
  return list;
}

export function checkCrawlers(robots: RobotsReport, llms: LlmsTxtReport): Checklist {
  const list = new Checklist('ai-crawlers');
  const blocked = robots.crawlers.filter((crawler) => !crawler.allowed);
  if (robots.file.state === 'unavailable') {
    list.fail({
      id: 'robots_txt.unavailable',
      severity: 'info',
      message: `robots.txt could not be read (${robots.file.reason}); crawler access is unknown.`,
      evidence: { selector: '/robots.txt', value: robots.file.reason },
      recommendation: 'Serve /robots.txt as text/plain; crawlers treat server errors as "disallow all" for a while.',
    });
  } else {
    list.check(
      blocked.length > 0,
      {
        id: 'geo.ai_crawlers_blocked',
        severity: 'warning',
        message: `robots.txt disallows this page for ${blocked.length} AI crawler(s): ${blocked.map((c) => c.token).join(', ')}.`,
        evidence: {
          selector: '/robots.txt',
          value: blocked.map((c) => ({ token: c.token, purpose: c.purpose, rule: c.rule })),
        },
        recommendation: 'Blocking training crawlers is a legitimate choice; blocking search and user-request agents keeps the page out of AI answers.',
      },
      robots.file.state === 'missing' ? 'No robots.txt: every crawler may fetch the page.' : 'robots.txt lets every listed AI crawler fetch this page.',
    );
  }
  list.check(
    llms.file.state !== 'found',
    {
      id: 'llms_txt.missing',
      severity: 'info',
      message: 'The site publishes no /llms.txt.',
      evidence: { selector: '/llms.txt', value: llms.file.state === 'missing' ? llms.file.status : llms.file.state },
      recommendation: 'Optional: /llms.txt is a proposal (llmstxt.org), not a standard; few AI crawlers read it today.',
    },
    `The site publishes /llms.txt${llms.title ? ` ("${llms.title}")` : ''}.`,
  );
  return list;
}
