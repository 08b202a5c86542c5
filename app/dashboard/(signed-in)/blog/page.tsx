// Blog posts with their status: publish, unpublish, delete.
import type { Metadata } from 'next';
import { listPosts } from '@/lib/blog/posts';
import { RowAction } from '../../_components/row-action';
import { requireOperator } from '../../_lib/operator';
import { formatTime } from '../../_lib/format';
import { withFaults } from '../../_lib/faults';

export const metadata: Metadata = { title: 'Blog' };

async function BlogPage() {
  await requireOperator();
  const { posts } = await listPosts({ limit: 200 });
  return (
    <>
      <h1>Blog posts</h1>
      <p className="muted">The latest {posts.length} posts.</p>
      {posts.length === 0 ? null : (
        <table>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Publish at</th>
              <th scope="col">Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <th scope="row">
                  {post.title}
                  <div className="muted">{post.slug}</div>
                </th>
                <td className={`state-${post.status}`}>{post.status}</td>
                <td>{formatTime(post.publishAt)}</td>
                <td>{formatTime(post.updatedAt)}</td>
                <td>
                  <RowAction
                    kind="publish"
                    id={post.id}
                    fields={{ published: String(!post.published) }}
                    text={post.published ? 'Unpublish' : 'Publish'}
                    label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                  />
                  <RowAction
                    kind="deletePost"
                    id={post.id}
                    text="Delete"
                    label={`Delete ${post.title}`}
                    confirm={{ question: `Delete the post ${post.title}? It cannot be restored.`, confirmText: 'Yes, delete' }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export default withFaults('page /dashboard/blog', BlogPage);
