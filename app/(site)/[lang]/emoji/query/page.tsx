// The explorer with a query string (a search, a group, a page of it): proxy.ts rewrites `/{lang}/emoji?...` here
// (lib/site/cached-pages.ts), since the cached explorer cannot read its query. Rendered per request.
import type { Metadata } from 'next';
import { EmojiExplorer, explorerMetadata, langOf, type ExplorerQuery } from '../explorer';

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<ExplorerQuery>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return explorerMetadata((await params).lang);
}

export default async function ExplorerQueryPage({ params, searchParams }: Props) {
  return <EmojiExplorer lang={langOf((await params).lang)} query={await searchParams} />;
}
