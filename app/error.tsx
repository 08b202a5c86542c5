'use client';
// The page shown when a page fails to render: what happened in the page's language, a way to try again and the way
// home (_components/page-error.tsx). It replaces the page inside the layout, so the site's chrome stays around it.
import { PageError } from './_components/page-error';

export default function ErrorPage({ retry }: { retry: () => void }) {
  return <PageError retry={retry} />;
}
