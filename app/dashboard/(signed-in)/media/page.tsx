// Media: the latest images with a preview and how many posts use each; an unused one can be deleted.
import type { Metadata } from 'next';
import { listMedia } from '@/lib/operators/media';
import { RowAction } from '../../_components/row-action';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Media' };

async function MediaPage() {
  await requireOperator();
  const items = await listMedia();
  return (
    <>
      <h1>Media</h1>
      {items.length === 0 ? (
        <p>No images yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Preview</th>
              <th scope="col">File</th>
              <th scope="col">Size</th>
              <th scope="col">Added</th>
              <th scope="col">Used by</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map(({ item, usedBy }) => {
              const name = item.filename ?? item.title ?? item.id;
              return (
                <tr key={item.id}>
                  <td>
                    <img className="preview" src={item.url} alt={item.altText ?? `Preview of ${name}`} loading="lazy" />
                  </td>
                  <th scope="row">
                    <a href={item.url}>{name}</a>
                    <div className="muted">
                      {item.mimeType}, {item.origin}
                    </div>
                  </th>
                  <td>
                    {item.width}×{item.height}, {Math.ceil(item.fileSize / 1024)} KiB
                  </td>
                  <td>{formatTime(item.createdAt)}</td>
                  <td>{usedBy === 0 ? 'unused' : `${usedBy} post(s)`}</td>
                  <td>
                    {usedBy === 0 ? (
                      <RowAction
                        kind="deleteMedia"
                        id={item.id}
                        text="Delete"
                        label={`Delete ${name}`}
                        confirm={{ question: `Delete ${name}? The stored file goes too.`, confirmText: 'Yes, delete' }}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/media', MediaPage);
