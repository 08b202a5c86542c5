// The client's name for an image, kept for display only: storage keys never derive from it.

/** The longest display name kept, in code points. */
export const MAX_NAME_LENGTH = 255;

// Bidirectional controls would let a name display as something else ("photo\u202Egnp.exe" shows as "photoexe.png").
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Drops any path and control characters. NFC, so a name typed on macOS (decomposed) and one typed elsewhere compare
 * equal; cut by code points, never inside a surrogate pair. Null when nothing is left.
 */
export function cleanName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base.normalize('NFC').replace(UNSAFE_IN_NAMES, '').trim()].slice(0, MAX_NAME_LENGTH).join('');
  return cleaned === '' ? null : cleaned;
}
