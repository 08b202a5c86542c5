// Decides an image's type from its leading bytes (magic numbers); the client's MIME type and filename are never trusted.

export const IMAGE_TYPES = {
  'image/jpeg': { extension: 'jpg', sharpFormat: 'jpeg' },
  'image/png': { extension: 'png', sharpFormat: 'png' },
  'image/webp': { extension: 'webp', sharpFormat: 'webp' },
  'image/gif': { extension: 'gif', sharpFormat: 'gif' },
} as const;

export type ImageMimeType = keyof typeof IMAGE_TYPES;
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as ImageMimeType[];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The image type the bytes declare, or null when they are not one of the four accepted types. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export function extensionOf(mimeType: ImageMimeType): string {
  return IMAGE_TYPES[mimeType].extension;
}

export function mimeTypeOfExtension(extension: string): ImageMimeType | null {
  const entry = Object.entries(IMAGE_TYPES).find(([, value]) => value.extension === extension);
  return entry ? (entry[0] as ImageMimeType) : null;
}
