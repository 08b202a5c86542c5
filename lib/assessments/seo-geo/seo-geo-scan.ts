// The SEO/GEO scan of one parsed page: a classic on-page section and a separate answer-readiness (GEO) section,
// each with its own findings, passed checks, metrics and score.
import { merge, scoreOf, summaryOf } from '../findings';
import { NOT_MEASURED } from '../not-measured';
import type { Page } from '../page';
import { type TextFile, llmsTxtReport, robotsReport } from './crawlers';
import { checkAnswerStructure, checkCrawlers, checkSnippetControls, checkSources } from './geo';
import { checkOnPage } from './on-page';
import { checkStructuredData } from './schema-checks';

function section(lists: Parameters<typeof merge>[0]) {
  const { findings, passed } = merge(lists);
  return { summary: summaryOf(findings, passed), score: scoreOf(findings), findings, passed };
}

/** How a fetched text file is described in the response: its outcome and size, never its whole body. */
function describe(file: TextFile) {
  if (file.state === 'found') return { url: file.url, state: file.state, status: file.status, bytes: Buffer.byteLength(file.text) };
  return { ...file };
}

export function scanSeoGeo(page: Page, files: { robotsTxt: TextFile; llmsTxt: TextFile }) {
  const robots = robotsReport(files.robotsTxt, page.fetched.finalUrl);
  const llms = llmsTxtReport(files.llmsTxt);
  const onPage = checkOnPage(page, robots);
  const answers = checkAnswerStructure(page);
  const sources = checkSources(page);
  const schema = checkStructuredData(page);
  return {
    kind: 'seo-geo' as const,
    requestedUrl: page.fetched.requestedUrl,
    finalUrl: page.fetched.finalUrl,
    status: page.fetched.status,
    redirects: page.fetched.redirects,
    classic: { ...section(onPage.lists), metrics: onPage.metrics },
    geo: {
      ...section([answers.list, sources.list, schema.list, checkSnippetControls(page), checkCrawlers(robots, llms)]),
      metrics: {
        questionHeadings: answers.questions,
        directAnswers: answers.direct,
        lists: answers.structure.lists,
        tables: answers.structure.tables,
        ...sources.metrics,
        structuredData: schema.metrics,
        aiCrawlers: robots.crawlers,
        robotsTxt: describe(robots.file),
        llmsTxt: { ...describe(llms.file), title: llms.title, links: llms.links, wellFormed: llms.wellFormed },
      },
    },
    notMeasured: [...NOT_MEASURED],
  };
}

export type SeoGeoScan = ReturnType<typeof scanSeoGeo>;
