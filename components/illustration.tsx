import { SOURCE_WIDTH, illustrationName, variantPath } from '@/lib/images/illustrations.mjs';

/**
 * A picture from the illustration set, `size` CSS pixels square, as AVIF with a WebP fallback at
 * 1x and 2x. Below the first screen it loads lazily; `priority` marks the first screen's pictures.
 * The <img> lists only its 2x file: its `src` is already the 1x candidate of its srcset. No
 * `decoding`: a picture of 40 to 96 pixels decodes in no time, and the attribute cost some 40 bytes
 * a picture.
 */
export function Illustration({
  emoji,
  alt,
  size,
  priority = false,
  className,
}: {
  emoji: string;
  alt: string;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  const name = illustrationName(emoji);
  if (!name) throw new Error(`The illustration set has no picture for ${emoji}`);
  const widths = [...new Set([size, Math.min(size * 2, SOURCE_WIDTH)])];
  const candidates = (format: 'avif' | 'webp', from = 0) =>
    widths
      .slice(from)
      .map((width) => `${variantPath(name, width, format)} ${width / size}x`)
      .join(', ');
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={candidates('avif')} />
      <img
        src={variantPath(name, size, 'webp')}
        srcSet={candidates('webp', 1) || undefined}
        width={size}
        height={size}
        alt={alt}
        // Only the attribute that applies: React writes an absent prop into the page's payload too.
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        className={className}
      />
    </picture>
  );
}
