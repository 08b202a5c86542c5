// The explorer of one language without a query string: the same for every visitor, so rendered once per language
// and served from Next's cache (docs/decisions/site.md, "Pages from the cache").
import type { Metadata } from 'next';
import { EmojiExplorer, explorerMetadata, langOf } from './explorer';

/** Seconds the rendered explorer is served before it is rendered again: the data changes with a deploy only. */
export const revalidate = 300;

export function generateStaticParams(): { lang: string }[] {
  return [];
}

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return explorerMetadata((await params).lang);
}

export default async function ExplorerPage({ params }: Props) {
  return <EmojiExplorer lang={langOf((await params).lang)} query={{}} />;
}
