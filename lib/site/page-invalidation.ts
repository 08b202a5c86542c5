// Tells Next's page cache that what some pages show has changed, so that their next request renders them afresh
// instead of serving the stored copy (docs/decisions/site.md, "Pages from the cache"). The services that make such
// changes call it; a change made elsewhere (SQL by hand, another deployment's instance) shows within the pages'
// revalidate time instead.
import { revalidatePath } from 'next/cache';

/**
 * Every page of the blog in every language (each page of the index and every post): one post's change can move others
 * on the index.
 */
export function blogPagesChanged(): void {
  invalidate('/(site)/[lang]/blog');
}

/** Every page: what the root layout shows on all of them (the chatbot) has changed. */
export function allPagesChanged(): void {
  invalidate('/');
}

/**
 * Paths as the app folder names them, route groups included: Next tags a cached page with its route's folders. Outside
 * Next's handling of a request (a command line script, a test calling a service) there is no page cache to tell.
 */
function invalidate(folder: string): void {
  try {
    revalidatePath(folder, 'layout');
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('Invariant: static generation store missing'))) throw error;
  }
}
