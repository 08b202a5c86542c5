// The footer every page shares: where the machine-readable parts of the site are.
export function SiteFooter() {
  return (
    <footer className="site-footer" lang="en">
      <div className="site-footer__inner">
        <p>Emoji data: Unicode CLDR 48, emojibase, emoji-datasource and gemoji.</p>
        <ul aria-label="For developers">
          <li>
            <a href="/api/openapi.json">OpenAPI document</a>
          </li>
          <li>
            <a href="/sitemap.xml">Sitemap</a>
          </li>
          <li>
            <a href="/blog/feed.xml">Blog feed</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
