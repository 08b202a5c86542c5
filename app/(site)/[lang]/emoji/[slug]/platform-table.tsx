// How the platforms' datasets cover one emoji, what systems without it show, and where the datasets disagree.
import type { Comparison } from '@/lib/emoji';
import type { Lang } from '@/lib/emoji/langs';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { translator, type Translator } from '@/lib/i18n/translate';

function availability(available: boolean | null, t: Translator<'platforms'>): string {
  if (available === null) return t('noData');
  return available ? t('yes') : t('no');
}

/** The engine describes each kind of fallback in English; the page says the same in its language. */
const FALLBACK: Record<Comparison['fallback']['kind'], MessageKey<'platforms'>> = {
  zwj: 'fallbackZwj',
  flag: 'fallbackFlag',
  'subdivision-flag': 'fallbackSubdivisionFlag',
  keycap: 'fallbackKeycap',
  'skin-tone': 'fallbackSkinTone',
  single: 'fallbackText',
};

/** A single character either falls back to its text glyph or, lacking one, to the missing-glyph box (U+FFFD). */
function fallbackKey({ kind, shownAs }: Comparison['fallback']): MessageKey<'platforms'> {
  return kind === 'single' && shownAs[0]?.value === '\uFFFD' ? 'fallbackBox' : FALLBACK[kind];
}

export function PlatformTable({ comparison, lang }: { comparison: Comparison; lang: Lang }) {
  const { platforms, fallback, metadata, introduced } = comparison;
  const t = translator(lang, 'platforms');
  return (
    <section aria-labelledby="platforms-heading">
      <h2 id="platforms-heading">{t('title')}</h2>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('platform')}</th>
              <th scope="col">{t('hasImage')}</th>
              <th scope="col">{t('source')}</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platform.label}</th>
                <td>{availability(platform.available, t)}</td>
                <td>{platform.source ?? <span className="muted">{t('noSource')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('missingTitle')}</h3>
      <p>
        {t(fallbackKey(fallback))}{' '}
        {fallback.shownAs.length ? (
          <span>
            {t('shownAs')}{' '}
            {fallback.shownAs.map((part, index) => (
              <span key={index} className="code-chip">
                {part.value}
                {part.name ? <span lang={lang}> ({part.name})</span> : null}
              </span>
            ))}
          </span>
        ) : null}
      </p>
      <p className="muted">
        {introduced.datasourceAddedIn
          ? t('introducedDatasource', { version: introduced.emojiVersion, datasource: introduced.datasourceAddedIn })
          : t('introduced', { version: introduced.emojiVersion })}
      </p>
      {metadata.differences.length ? (
        <>
          <h3>{t('differencesTitle')}</h3>
          {/* The engine words the datasets' differences in English (they quote the datasets' English names). */}
          <ul lang="en">
            {metadata.differences.map((difference) => (
              <li key={difference}>{difference}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
