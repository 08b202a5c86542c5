// Images (Lighthouse image-alt and unsized-images): alt coverage and missing width/height. An empty alt marks a
// decorative image and counts as covered.
import { Checklist } from '../findings';
import { type Page, samplesOf } from '../page';

export interface ImageMetrics {
  total: number;
  withAlt: number;
  decorative: number;
  altCoverage: number | null;
  withoutDimensions: number;
}

export function checkImages(page: Page): { list: Checklist; metrics: ImageMetrics } {
  const { $ } = page;
  const list = new Checklist('images');
  const images = $('img').toArray().filter((el) => $(el).attr('role') !== 'presentation' || $(el).attr('alt') !== undefined);
  const missingAlt = images.filter((el) => $(el).attr('alt') === undefined && !$(el).attr('aria-label') && !$(el).attr('aria-labelledby'));
  const decorative = images.filter((el) => ($(el).attr('alt') ?? 'x').trim() === '').length;
  const unsized = images.filter((el) => !hasDimension($(el).attr('width')) || !hasDimension($(el).attr('height')));
  const covered = images.length - missingAlt.length;
  const metrics: ImageMetrics = {
    total: images.length,
    withAlt: covered - decorative,
    decorative,
    altCoverage: images.length === 0 ? null : round(covered / images.length),
    withoutDimensions: unsized.length,
  };

  list.check(
    missingAlt.length > 0,
    {
      id: 'images.alt_missing',
      severity: 'error',
      message: `${missingAlt.length} of ${images.length} image(s) have no alt attribute.`,
      evidence: {
        selector: 'img:not([alt])',
        value: { missing: missingAlt.length, total: images.length, coverage: metrics.altCoverage },
        samples: samplesOf($, missingAlt),
        expected: 'coverage 1',
      },
      recommendation: 'Describe informative images in alt; give decorative images alt="".',
    },
    images.length === 0 ? 'The page has no images.' : 'Every image has an alt attribute.',
  );

  list.check(
    unsized.length > 0,
    {
      id: 'images.dimensions_missing',
      severity: 'warning',
      message: `${unsized.length} of ${images.length} image(s) lack width and height attributes.`,
      evidence: { selector: 'img:not([width][height])', value: { missing: unsized.length, total: images.length }, samples: samplesOf($, unsized) },
      recommendation: 'Set width and height on images so the browser reserves space and the layout does not shift.',
    },
    images.length === 0 ? 'The page has no images.' : 'Every image declares width and height.',
  );

  return { list, metrics };
}

function hasDimension(value: string | undefined): boolean {
  return value !== undefined && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value);
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
