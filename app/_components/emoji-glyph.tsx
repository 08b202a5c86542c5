// An emoji drawn in colour on every system, emoji font or not: an open set's image (the server picks it, lib/emoji
// glyphImage), with the text glyph laid over it, invisible, so that selecting, copying, finding in the page and
// screen readers get the emoji itself. Without an image, the text glyph alone. Used in the server's and the client's
// markup alike, so it takes the image's path and reads no emoji data.

interface Props {
  emoji: string;
  /** Path of the image (lib/emoji glyphImage, or a search hit's `image`); null: no open set has the emoji. */
  image: string | null | undefined;
  /** Its width and height in CSS pixels, so its box is there before the image arrives (the stylesheet sizes it 1em). */
  size: number;
  /** Images of a long list load as they come near the screen; the hero's at once. */
  loading?: 'lazy' | 'eager';
  /** The caller's class on the glyph's own element: a grid of 120 cells counts every wrapper (explorer.tsx). */
  className?: string;
  /** Hidden from assistive technology where a name beside it says what it is. */
  decorative?: boolean;
}

export function EmojiGlyph({ emoji, image, size, loading = 'eager', className, decorative }: Props) {
  const hidden = decorative ? true : undefined;
  const classes = (base: string) => (className ? `${base} ${className}` : base);
  if (!image) return <span className={classes('glyph')} aria-hidden={hidden}>{emoji}</span>;
  return (
    <span className={classes('glyph glyph--drawn')} aria-hidden={hidden}>
      <img className="glyph__image" src={image} alt="" width={size} height={size} loading={loading} decoding="async" />
      <span className="glyph__text">{emoji}</span>
    </span>
  );
}
