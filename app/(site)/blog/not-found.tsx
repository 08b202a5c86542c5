// The 404 page of a blog address (a draft, a post before its publishAt, an old cursor). Like the pages it stands in
// for, it is rendered once and cached, so it reads nothing of the request (app/not-found.tsx does).
export default function PostNotFound() {
  return (
    <>
      <h1>Post not found</h1>
      <p>
        No published post lives at this address. The <a href="/blog">blog</a> lists every post, newest first.
      </p>
    </>
  );
}
