// Public API of the emoji engine: plain values in, plain values out, ApiError on bad input. No HTTP here.
export { LANGS, Lang, DEFAULT_LANG, isLang } from './langs';
export { PRESETS, VENDORS, type Preset } from './artifact';
export { resolve, suggestionsFor, type Suggestion as ResolveSuggestion } from './resolve';
export { search, MAX_LIMIT as MAX_SEARCH_LIMIT, MAX_QUERY_LENGTH } from './search';
export {
  normalizeValue,
  normalizeText,
  shortcodeFor,
  NORMALIZE_TARGETS,
  NormalizedValue,
  NormalizedText,
  MAX_TEXT_LENGTH,
  type NormalizeTarget,
} from './normalize';
export { lint, LINT_CONTEXTS, LintResult, Finding, parseContext, type LintContext } from './lint';
export { suggest, SuggestResult, Suggestion, type SuggestInput } from './suggest';
export { intents, intentById, IntentCatalog, Intent } from './intents';
export { INTENT_CATALOG } from './intent-catalog';
export { fixtures, listFixtureSets, FIXTURE_SETS, FixtureSet, FixtureSetList, Fixture } from './fixtures';
export { compare, Comparison } from './compare';
export { exportJson, exportCsv, exportRows, EXPORT_FORMATS, ExportJson, type ExportFormat } from './export';
export { listEmoji, getEmoji, glyphImage, EmojiPage, MAX_PAGE_SIZE, type ListOptions } from './browse';
export { slugIndex } from './slug-index';
export { EmojiInfo, EmojiSummary, ResolveResult, SearchResult, SearchHit, Qualification } from './schemas';
export { measure, type Lengths } from './measure';
export { dataBuild } from './data';
export { loadedLangs } from './locale-data';
