// How each platform draws one emoji (the openly licensed images this app serves, else whether the platform has one),
// what systems without it show, and where the datasets disagree.
import type { Comparison } from '@/lib/emoji';
import type { Lang } from '@/lib/emoji/langs';

type Platform = Comparison['platforms'][number];

/** For platforms whose images may not be redistributed: only whether they have one. */
function availability(available: boolean | null): string {
  if (available === null) return 'No data';
  return available ? 'Has one' : 'No image';
}

function PlatformImage({ platform, name, lang }: { platform: Platform; name: string; lang: Lang }) {
  const { openImage } = platform;
  if (openImage?.url) {
    return <img className="platform-image" src={openImage.url} alt={name} lang={lang} width={48} height={48} loading="lazy" decoding="async" />;
  }
  if (openImage) return <span className="muted">None in {openImage.name} {openImage.version}</span>;
  return <span className="muted">{availability(platform.available)}</span>;
}

function Credit({ platform }: { platform: Platform }) {
  const { openImage, source } = platform;
  return (
    <>
      {openImage ? (
        <>
          <a href={openImage.licence.url}>{openImage.licence.spdx}</a>:{' '}
          <a className="fine-print" href={openImage.attribution.url}>
            {openImage.attribution.text}
          </a>
        </>
      ) : (
        'Not redistributable'
      )}
      <br />
      <span className="muted fine-print">Data: {source ?? 'none covers it'}</span>
    </>
  );
}

export function PlatformTable({ comparison, lang }: { comparison: Comparison; lang: Lang }) {
  const { platforms, fallback, metadata, introduced, emoji } = comparison;
  const nameLang = emoji.localized.name ? lang : 'en';
  return (
    <section aria-labelledby="platforms-heading">
      <h2 id="platforms-heading">Platforms</h2>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">How each platform draws this emoji</caption>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">Image</th>
              <th scope="col">Licence and data</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platform.label}</th>
                <td>
                  <PlatformImage platform={platform} name={emoji.name} lang={nameLang} />
                </td>
                <td>
                  <Credit platform={platform} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">
        <a href="/licences">Image licences and attributions</a>
      </p>
      <h3>Where it is missing</h3>
      <p>
        {fallback.description}{' '}
        {fallback.shownAs.length ? (
          <span>
            Shown as:{' '}
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
        Introduced in Emoji {introduced.emojiVersion}
        {introduced.datasourceAddedIn ? `; emoji-datasource lists it from ${introduced.datasourceAddedIn}` : ''}.
      </p>
      {metadata.differences.length ? (
        <>
          <h3>Where the datasets differ</h3>
          <ul>
            {metadata.differences.map((difference) => (
              <li key={difference}>{difference}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
