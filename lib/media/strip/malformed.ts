/** A container the strip cannot rewrite (the structure walk does not look inside WebP chunks): refused as malformed. */
export class MalformedImage extends Error {}
