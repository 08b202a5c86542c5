// One emoji in one language: glyph, localized name and keywords, notations and shortcodes to copy, what it is made
// of, what each platform has, related emoji, and the same emoji in the other 23 languages; its Open Graph image is
// drawn by og.png/route.ts. Rendered from the engine; an unknown slug is the 404 page with suggestions
// (proxy.ts). Each of the ~91,000 pages is rendered on its first request and then served from Next's cache
// (docs/decisions/site.md, "Pages from the cache"): none at build, which would take most of an hour.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { compare, getEmoji, glyphImage, PRESETS, slugIndex, type EmojiInfo } from '@/lib/emoji';
import { getLocale } from '@/lib/emoji/locale-data';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@/lib/emoji/langs';
import { makeupOf, relatedEmoji, type EmojiPart } from '@/lib/emoji/related';
import { clientMessages, translator } from '@/lib/i18n/translate';
import { CARD_SIZE, emojiCardPath } from '@/lib/site/emoji-card-path';
import { groupLabel } from '@/lib/site/emoji-groups';
import { LANGUAGE_NAMES } from '@/lib/site/languages';
import { EmojiGlyph } from '@/app/_components/emoji-glyph';
import { EmojiGrid, type EmojiItem } from '../emoji-grid';
import { CopyButton, CopyValue } from './copy-button';
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
  if (!isLang(lang) || slugIndex(slug) === undefined) return { title: translator(isLang(lang) ? lang : DEFAULT_LANG, 'emoji')('metaNotFound') };
  const info = getEmoji(slug, lang);
  const keywords = info.keywords.slice(0, 6).join(', ');
  const values = { emoji: info.emoji, name: info.name, keywords, unicode: info.unicode };
  const t = translator(lang, 'emoji');
  const description = t(keywords ? 'metaDescriptionKeywords' : 'metaDescription', values);
  const image = { url: emojiCardPath(lang, info.slug), ...CARD_SIZE, alt: t('ogImageAlt', { name: info.name }), type: 'image/png' };
  return {
    title: `${info.emoji} ${info.name}`,
    description,
    alternates: {
      canonical: `/${lang}/emoji/${info.slug}`,
      languages: {
        ...Object.fromEntries(LANGS.map((other) => [other, `/${other}/emoji/${info.slug}`])),
        'x-default': `/en/emoji/${info.slug}`,
      },
    },
    openGraph: { title: `${info.emoji} ${info.name}`, description, type: 'article', locale: lang, images: [image] },
    twitter: { card: 'summary_large_image', images: [image] },
  };
}

export default async function EmojiPage({ params }: Props) {
  const { lang, info } = await emojiOf(params);
  const comparison = compare(info.emoji, lang);
  const shortcodes = [...PRESETS, 'local' as const].flatMap((preset) => (info.shortcodes[preset].length ? [{ preset, codes: info.shortcodes[preset] }] : []));
  const t = translator(lang, 'emoji');
  const copyMessages = clientMessages(lang, 'copy');
  const index = slugIndex(info.slug) as number;
  const makeup = makeupOf(index, lang);
  // A name the language lacks is shown in English, and marked so.
  const nameLang = info.localized.name ? lang : 'en';
  return (
    <article className="emoji-page">
      <nav aria-label={t('breadcrumbLabel')} className="breadcrumbs">
        <ol>
          <li>
            <a href={`/${lang}`}>{t('home')}</a>
          </li>
          <li>
            <a href={`/${lang}/emoji`}>{t('explorer')}</a>
          </li>
          <li>
            <a href={`/${lang}/emoji?group=${info.group}`}>{groupLabel(info.group, lang)}</a>
          </li>
        </ol>
      </nav>
      <div className="emoji-hero">
        <p className="emoji-hero__glyph" role="img" aria-label={info.name} lang={nameLang}>
          <EmojiGlyph emoji={info.emoji} image={glyphImage(info.slug)} size={112} />
        </p>
        <div>
          <h1 lang={nameLang}>{info.name}</h1>
          {info.keywords.length ? (
            <ul className="keywords" aria-label={t('keywordsLabel')} lang={lang}>
              {info.keywords.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          ) : null}
          {!info.localized.name ? <p className="muted">{t('englishName')}</p> : null}
          <CopyButton slug={info.slug} glyph={info.emoji} image={glyphImage(info.slug)} lang={lang} messages={copyMessages} />
          <ViewCounter slug={info.slug} />
        </div>
      </div>

      <h2>{t('notations')}</h2>
      <div className="table-scroll">
        <table>
          <tbody>
            <tr>
              <th scope="row">{t('codePoints')}</th>
              <td>
                <code>{info.unicode}</code>
                <CopyValue value={info.unicode} lang={lang} messages={copyMessages} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('htmlEntity')}</th>
              <td>
                <code>{info.htmlEntity}</code>
                <CopyValue value={info.htmlEntity} lang={lang} messages={copyMessages} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('emojiVersion')}</th>
              <td>{info.emojiVersion}</td>
            </tr>
            <tr>
              <th scope="row">{t('unicodeSince')}</th>
              <td>{t('unicodeVersion', { version: info.unicodeVersion })}</td>
            </tr>
            <tr>
              <th scope="row">{t('group')}</th>
              <td>
                {groupLabel(info.group, lang)} › <span lang="en">{info.subgroup.replace(/-/g, ' ')}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('presentation')}</th>
              <td>{info.presentation === 'emoji' ? t('presentationEmoji') : t('presentationText')}</td>
            </tr>
            {info.emoticons.length ? (
              <tr>
                <th scope="row">{t('emoticons')}</th>
                <td>{info.emoticons.map((emoticon) => <code key={emoticon}>{emoticon}</code>)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      {shortcodes.length ? (
        <>
          <h2>{t('shortcodes')}</h2>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('convention')}</th>
                  <th scope="col">{t('shortcodes')}</th>
                </tr>
              </thead>
              <tbody>
                {shortcodes.map(({ preset, codes }) => (
                  <tr key={preset}>
                    <th scope="row">{preset === 'local' ? t('cldrConvention', { language: LANGUAGE_NAMES[lang] }) : preset}</th>
                    <td>
                      {codes.map((code) => (
                        <span key={code} className="shortcode">
                          <code>:{code}:</code>
                          <CopyValue value={`:${code}:`} lang={lang} messages={copyMessages} />
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {makeup ? <MadeOf lang={lang} kind={makeup.kind} parts={makeup.parts} /> : null}

      {info.skinTone.variants.length || info.skinTone.base ? <SkinTones lang={lang} info={info} /> : null}

      <PlatformTable comparison={comparison} lang={lang} />

      <section aria-labelledby="related-heading">
        <h2 id="related-heading">{t('related')}</h2>
        <EmojiGrid lang={lang} items={relatedEmoji(index, lang).map(drawn)} small />
      </section>

      <nav aria-labelledby="other-languages" className="languages">
        <h2 id="other-languages">{t('otherLanguages')}</h2>
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

const hasPage = (part: EmojiPart): part is Exclude<EmojiPart, { slug: null }> => part.slug !== null;

/** A linked emoji as the grid draws it: with its colour image. */
const drawn = (ref: { emoji: string; slug: string; name: string }): EmojiItem => ({ ...ref, image: glyphImage(ref.slug) });

/** The parts of a ZWJ sequence or a skin-tone variant, each linked to its page (a part without one is left out). */
function MadeOf({ lang, kind, parts }: { lang: Lang; kind: 'zwj' | 'skin-tone'; parts: EmojiPart[] }) {
  const t = translator(lang, 'emoji');
  return (
    <section aria-labelledby="made-of-heading">
      <h2 id="made-of-heading">{t('madeOf')}</h2>
      <p className="muted">{t(kind === 'zwj' ? 'zwjNote' : 'skinToneNote')}</p>
      <EmojiGrid lang={lang} items={parts.filter(hasPage).map(drawn)} small />
    </section>
  );
}

function SkinTones({ lang, info }: { lang: Lang; info: EmojiInfo }) {
  const related = [...(info.skinTone.base ? [{ ...info.skinTone.base, tones: [] as string[] }] : []), ...info.skinTone.variants];
  return (
    <>
      <h2>{translator(lang, 'emoji')('skinTones')}</h2>
      <ul className="emoji-grid emoji-grid--small" lang={lang}>
        {related.map((variant) => (
          <li key={variant.slug}>
            <a href={`/${lang}/emoji/${variant.slug}`}>
              <EmojiGlyph emoji={variant.emoji} image={glyphImage(variant.slug)} size={32} loading="lazy" className="emoji-grid__glyph" decorative />
              <span className="emoji-grid__name">{variant.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
