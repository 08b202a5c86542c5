// Answer-readiness of the page structure: headings phrased as questions followed by a short direct answer, and
// lists and tables that generative engines can lift as they are.
import type { Element } from 'domhandler';
import { headingsOf } from '../audit/headings';
import { type Page, countWords, elementsOf, normalizeSpace, selectorOf, shorten, textOf } from '../page';
import { isInChrome, mainContent } from './content';

/** A direct answer fits in a snippet: Google's featured snippets quote roughly 40 to 60 words. */
export const DIRECT_ANSWER_MAX_WORDS = 60;

const INTERROGATIVE = new RegExp(
  '^(' +
    [
      'what', 'how', 'why', 'when', 'where', 'which', 'who', 'whom', 'whose', 'can', 'could', 'does', 'do', 'did',
      'is', 'are', 'should', 'will', 'would',
      'was', 'wie', 'warum', 'wieso', 'weshalb', 'wann', 'wo', 'woher', 'wohin', 'welche', 'welcher', 'welches', 'wer',
      'kann', 'können', 'ist', 'sind', 'soll', 'sollte',
      "qu'est-ce", 'comment', 'pourquoi', 'quand', 'où', 'quel', 'quelle', 'qué', 'cómo', 'por qué', 'cuándo',
      'dónde', 'cuál', 'wat', 'hoe', 'waarom', 'wanneer',
    ].join('|') +
    ")\\b",
  'iu',
);

export interface QuestionHeading {
  question: string;
  selector: string;
  answer: { words: number; selector: string; text: string } | null;
  direct: boolean;
}

export function isQuestion(text: string): boolean {
  const clean = normalizeSpace(text);
  return clean.endsWith('?') || clean.endsWith('？') || INTERROGATIVE.test(clean);
}

/** The first block with text after the heading and before the next heading, in document order. */
function answerAfter(page: Page, heading: Element): Element | null {
  const { $ } = page;
  let node = $(heading);
  for (let depth = 0; depth < 3 && node.length > 0; depth += 1) {
    for (const sibling of node.nextAll().toArray()) {
      if (/^h[1-6]$/.test(sibling.name) || $(sibling).find('h1, h2, h3, h4, h5, h6').length > 0) return null;
      const block = $(sibling).is('p, ul, ol, dl, table, blockquote') ? sibling : ($(sibling).find('p, ul, ol, dl, table').first().get(0) ?? sibling);
      if (textOf($, block)) return block;
    }
    // Headings wrapped in a header or div: look after the wrapper.
    node = node.parent();
    if (node.children().length > 2) break;
  }
  return null;
}

export function questionHeadingsOf(page: Page): QuestionHeading[] {
  return headingsOf(page)
    .filter(({ heading, element }) => isQuestion(heading.text) && !isInChrome(element))
    .map(({ heading, element }) => {
      const block = answerAfter(page, element);
      const text = block ? textOf(page.$, block) : '';
      const words = countWords(text);
      return {
        question: heading.text,
        selector: heading.selector,
        answer: block ? { words, selector: selectorOf(block), text: shorten(text, 200) } : null,
        direct: block !== null && words > 0 && words <= DIRECT_ANSWER_MAX_WORDS,
      };
    });
}

export interface ListsAndTables {
  lists: number;
  tables: number;
  selector: string;
}

/** Lists of three or more items and tables with header cells inside the main content. */
export function listsAndTablesOf(page: Page): ListsAndTables {
  const { $ } = page;
  const { selector } = mainContent($);
  const lists = elementsOf($(`${selector} ul, ${selector} ol`))
    .filter((el) => !isInChrome(el) && $(el).children('li').length >= 3).length;
  const tables = elementsOf($(`${selector} table`))
    .filter((el) => !isInChrome(el) && $(el).find('th').length > 0).length;
  return { lists, tables, selector };
}
