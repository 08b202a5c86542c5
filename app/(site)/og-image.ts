// The site's default Open Graph image (public/og-image.png, drawn by scripts/og-image.ts). Next replaces a parent's
// `openGraph` whole when a page sets its own, images included, so every page that sets one names the image itself.
import { SITE_NAME } from '@/app/_components/site-header';

export const DEFAULT_OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME, type: 'image/png' };
