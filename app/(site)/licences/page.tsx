// The licences of the emoji images this site serves, with the attribution each asks for (lib/emoji/image-sets.ts).
import type { Metadata } from 'next';
import { IMAGE_SETS } from '@/lib/emoji/image-sets';
import { getCatalog } from '@/lib/emoji/data';
import { siteOrigin } from '../site-url';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Image licences',
    description: 'The openly licensed emoji images this site shows, their licences and attributions.',
    alternates: { canonical: `${await siteOrigin()}/licences` },
  };
}

export default function LicencesPage() {
  const { sources } = getCatalog().meta;
  return (
    <article lang="en">
      <h1>Image licences</h1>
      <p>
        The emoji pages and the compare API show these openly licensed emoji images, served from this site. Twemoji and
        OpenMoji files are served as their packages ship them; Noto and Fluent come from their Iconify sets, whose SVG
        bodies are written out as files. Apple, Samsung and Facebook images are not shown: their licences do not allow
        it.
      </p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Images</th>
              <th scope="col">Attribution</th>
              <th scope="col">Licence</th>
              <th scope="col">Package</th>
            </tr>
          </thead>
          <tbody>
            {IMAGE_SETS.map((set) => (
              <tr key={set.id}>
                <th scope="row">{set.name}</th>
                <td>
                  <a href={set.attribution.url}>{set.attribution.text}</a>
                </td>
                <td>
                  <a href={set.licence.url}>{set.licence.spdx}</a>
                </td>
                <td>
                  <code>
                    {set.package} {sources[set.package]}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
