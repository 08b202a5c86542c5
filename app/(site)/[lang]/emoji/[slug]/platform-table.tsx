// How the platforms' datasets cover one emoji, what systems without it show, and where the datasets disagree.
import type { Comparison } from '@/lib/emoji';
import type { Lang } from '@/lib/emoji/langs';

function availability(available: boolean | null): string {
  if (available === null) return 'No data';
  return available ? 'Yes' : 'No';
}

export function PlatformTable({ comparison, lang }: { comparison: Comparison; lang: Lang }) {
  const { platforms, fallback, metadata, introduced } = comparison;
  return (
    <section aria-labelledby="platforms-heading">
      <h2 id="platforms-heading">Platforms</h2>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Whether each platform has an image of this emoji</caption>
          <thead>
            <tr>
              <th scope="col">Platform</th>
              <th scope="col">Has an image</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platform.label}</th>
                <td>{availability(platform.available)}</td>
                <td>{platform.source ?? <span className="muted">none covers it</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
