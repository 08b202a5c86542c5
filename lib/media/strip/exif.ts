// The one piece of EXIF a stored image keeps: its orientation, so phone photos stored sideways still display upright.
// The rest (descriptions, comments, maker notes, GPS, thumbnails) can carry any text and is not copied.

/** A TIFF structure (big-endian) with one IFD holding only the Orientation tag; EXIF payloads start with it. */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the IFD follows the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, stored in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

/** EXIF orientations that change how an image is shown; 1 (or none) needs no EXIF at all. */
export const keepsOrientation = (orientation: number | undefined): orientation is number =>
  orientation !== undefined && orientation >= 2 && orientation <= 8;
