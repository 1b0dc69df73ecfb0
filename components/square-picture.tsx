/**
 * A square picture, `size` CSS pixels, as AVIF with a WebP fallback at 1x and 2x (never wider
 * than `largest`), each size's address from `pathOf`. Below the first screen it loads lazily;
 * `priority` marks the first screen's pictures. The <img> lists only its 2x file: its `src` is
 * already the 1x candidate of its srcset. No `decoding`: a picture of 40 to 96 pixels decodes in
 * no time, and the attribute would only lengthen every picture's markup.
 */
export function SquarePicture({
  pathOf,
  largest,
  alt,
  size,
  priority = false,
  className,
}: {
  pathOf: (width: number, format: 'avif' | 'webp') => string;
  largest: number;
  alt: string;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  const widths = [...new Set([size, Math.min(size * 2, largest)])];
  const candidates = (format: 'avif' | 'webp', from = 0) =>
    widths
      .slice(from)
      .map((width) => `${pathOf(width, format)} ${width / size}x`)
      .join(', ');
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={candidates('avif')} />
      <img
        src={pathOf(size, 'webp')}
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
