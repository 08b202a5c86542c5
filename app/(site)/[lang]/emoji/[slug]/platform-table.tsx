// How each platform draws one emoji (the openly licensed images this app serves, else whether the platform has one),
// what systems without it show, and where the datasets disagree.
import type { Comparison } from '@/lib/emoji';
import type { Lang } from '@/lib/emoji/langs';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { translator, type Translator } from '@/lib/i18n/translate';

type Platform = Comparison['platforms'][number];

/** For platforms whose images may not be redistributed: only whether they have one. */
function availability(available: boolean | null, t: Translator<'platforms'>): string {
  if (available === null) return t('noData');
  return available ? t('hasOne') : t('noImage');
}

function PlatformImage({ platform, name, lang, t }: { platform: Platform; name: string; lang: Lang; t: Translator<'platforms'> }) {
  const { openImage } = platform;
  if (openImage?.url) {
    return <img className="platform-image" src={openImage.url} alt={name} lang={lang} width={48} height={48} loading="lazy" decoding="async" />;
  }
  if (openImage) return <span className="muted">{t('noneInSet', { set: openImage.name, version: openImage.version })}</span>;
  return <span className="muted">{availability(platform.available, t)}</span>;
}

function Credit({ platform, t }: { platform: Platform; t: Translator<'platforms'> }) {
  const { openImage, source } = platform;
  return (
    <>
      {openImage ? (
        <>
          <a href={openImage.licence.url}>{openImage.licence.spdx}</a>:{' '}
          <a className="fine-print" href={openImage.attribution.url} lang="en">
            {openImage.attribution.text}
          </a>
        </>
      ) : (
        t('notRedistributable')
      )}
      <br />
      <span className="muted fine-print">{t('data', { source: source ?? t('noSource') })}</span>
    </>
  );
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
  const { platforms, fallback, metadata, introduced, emoji } = comparison;
  const t = translator(lang, 'platforms');
  const nameLang = emoji.localized.name ? lang : 'en';
  return (
    <section aria-labelledby="platforms-heading">
      <h2 id="platforms-heading">{t('title')}</h2>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('platform')}</th>
              <th scope="col">{t('image')}</th>
              <th scope="col">{t('credit')}</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platform.label}</th>
                <td>
                  <PlatformImage platform={platform} name={emoji.name} lang={nameLang} t={t} />
                </td>
                <td>
                  <Credit platform={platform} t={t} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        <a href="/licences">{t('licencesLink')}</a>
      </p>
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
