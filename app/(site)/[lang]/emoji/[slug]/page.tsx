// One emoji in one language: glyph, localized name and keywords, notations, shortcodes, what each platform has, and
// the same emoji in the other 23 languages. Rendered from the engine; an unknown slug is the 404 page with suggestions
// (proxy.ts). Each of the ~91,000 pages is rendered on its first request and then served from Next's cache
// (docs/decisions/site.md, "Pages from the cache"): none at build, which would take most of an hour.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { compare, getEmoji, PRESETS, slugIndex, type EmojiInfo } from '@/lib/emoji';
import { getLocale } from '@/lib/emoji/data';
import { isLang, LANGS, type Lang } from '@/lib/emoji/langs';
import { groupLabel } from '@/lib/site/emoji-groups';
import { LANGUAGE_NAMES } from '@/lib/site/languages';
import { CopyButton } from './copy-button';
import { PlatformTable } from './platform-table';
import { ViewCounter } from './view-counter';

/** Seconds a rendered page is served before it is rendered again: the data changes with a deploy only. */
export const revalidate = 300;

export function generateStaticParams(): { lang: string; slug: string }[] {
  return [];
}

interface Props {
  params: Promise<{ lang: string; slug: string }>;
}

/** The emoji, or the 404 page; a slug written differently (`Thumbs_Up`) moves to its canonical address. */
async function emojiOf(params: Props['params']): Promise<{ lang: Lang; info: EmojiInfo }> {
  const { lang, slug } = await params;
  if (!isLang(lang) || slugIndex(slug) === undefined) notFound();
  const info = getEmoji(slug, lang);
  if (info.slug !== slug) permanentRedirect(`/${lang}/emoji/${info.slug}`);
  return { lang, info };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!isLang(lang) || slugIndex(slug) === undefined) return { title: 'Emoji not found' };
  const info = getEmoji(slug, lang);
  const keywords = info.keywords.slice(0, 6).join(', ');
  return {
    title: `${info.emoji} ${info.name}`,
    description: `${info.emoji} ${info.name}${keywords ? ` (${keywords})` : ''}: ${info.unicode}, shortcodes, HTML entity and how each platform shows it.`,
    alternates: {
      canonical: `/${lang}/emoji/${info.slug}`,
      languages: {
        ...Object.fromEntries(LANGS.map((other) => [other, `/${other}/emoji/${info.slug}`])),
        'x-default': `/en/emoji/${info.slug}`,
      },
    },
    openGraph: { title: `${info.emoji} ${info.name}`, type: 'article', locale: lang },
  };
}

export default async function EmojiPage({ params }: Props) {
  const { lang, info } = await emojiOf(params);
  const comparison = compare(info.emoji, lang);
  const shortcodes = [...PRESETS, 'local' as const].flatMap((preset) => (info.shortcodes[preset].length ? [{ preset, codes: info.shortcodes[preset] }] : []));
  return (
    // The interface is English (lang="en"); the name, keywords and localized shortcodes are in the page's language.
    <article className="emoji-page" lang="en">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href={`/${lang}/emoji`}>Emoji explorer</a>
          </li>
          <li>
            <a href={`/${lang}/emoji?group=${info.group}`}>{groupLabel(info.group)}</a>
          </li>
        </ol>
      </nav>
      <div className="emoji-hero">
        <p className="emoji-hero__glyph" role="img" aria-label={info.name} lang={lang}>
          {info.emoji}
        </p>
        <div>
          <h1 lang={lang}>{info.name}</h1>
          {info.keywords.length ? (
            <ul className="keywords" aria-label="Keywords" lang={lang}>
              {info.keywords.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          ) : null}
          {!info.localized.name ? <p className="muted">No name in this language yet: shown in English.</p> : null}
          <CopyButton slug={info.slug} glyph={info.emoji} />
          <ViewCounter slug={info.slug} />
        </div>
      </div>

      <h2>Notations</h2>
      <div className="table-scroll">
        <table>
          <tbody>
            <tr>
              <th scope="row">Code points</th>
              <td>
                <code>{info.unicode}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">HTML entity</th>
              <td>
                <code>{info.htmlEntity}</code>
              </td>
            </tr>
            <tr>
              <th scope="row">Emoji version</th>
              <td>{info.emojiVersion}</td>
            </tr>
            <tr>
              <th scope="row">Code points since</th>
              <td>Unicode {info.unicodeVersion}</td>
            </tr>
            <tr>
              <th scope="row">Group</th>
              <td>
                {groupLabel(info.group)} › {info.subgroup.replace(/-/g, ' ')}
              </td>
            </tr>
            <tr>
              <th scope="row">Default presentation</th>
              <td>{info.presentation === 'emoji' ? 'Emoji (colour)' : 'Text (monochrome) unless followed by U+FE0F'}</td>
            </tr>
            {info.emoticons.length ? (
              <tr>
                <th scope="row">Emoticons</th>
                <td>{info.emoticons.map((emoticon) => <code key={emoticon}>{emoticon}</code>)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      {shortcodes.length ? (
        <>
          <h2>Shortcodes</h2>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Convention</th>
                  <th scope="col">Shortcodes</th>
                </tr>
              </thead>
              <tbody>
                {shortcodes.map(({ preset, codes }) => (
                  <tr key={preset}>
                    <th scope="row">{preset === 'local' ? `CLDR (${LANGUAGE_NAMES[lang]})` : preset}</th>
                    <td>
                      {codes.map((code) => (
                        <code key={code} className="code-chip">
                          :{code}:
                        </code>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {info.skinTone.variants.length || info.skinTone.base ? <SkinTones lang={lang} info={info} /> : null}

      <PlatformTable comparison={comparison} lang={lang} />

      <nav aria-labelledby="other-languages" className="languages">
        <h2 id="other-languages">In other languages</h2>
        <ul>
          {LANGS.filter((other) => other !== lang).map((other) => (
            <li key={other} lang={other}>
              <a href={`/${other}/emoji/${info.slug}`} hrefLang={other}>
                {getLocale(other).names.at(slugIndex(info.slug) as number)}
              </a>{' '}
              <span className="muted">({LANGUAGE_NAMES[other]})</span>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

function SkinTones({ lang, info }: { lang: Lang; info: EmojiInfo }) {
  const related = [...(info.skinTone.base ? [{ ...info.skinTone.base, tones: [] as string[] }] : []), ...info.skinTone.variants];
  return (
    <>
      <h2>Skin tones</h2>
      <ul className="emoji-grid emoji-grid--small" lang={lang}>
        {related.map((variant) => (
          <li key={variant.slug}>
            <a href={`/${lang}/emoji/${variant.slug}`}>
              <span className="emoji-grid__glyph" aria-hidden="true">
                {variant.emoji}
              </span>
              <span className="emoji-grid__name">{variant.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
