import { escapeXml } from '@/lib/rss';
import { MEDIA_SIZES, mediaPicture } from './media.mjs';

/**
 * An uploaded picture (lib/images/media.mjs) as HTML: AVIF with a WebP fallback at each width it
 * is made at, its size for the layout to reserve, lazy unless `priority` marks it as the first
 * screen's. Markup, not a component: the Markdown renderer writes body pictures with it too.
 */
export function pictureHtml(src: string, alt: string, { priority = false } = {}): string {
  const picture = mediaPicture(src);
  // The CMS's preview has no uploads on disk: the picture as the editor's browser has it.
  if (!picture) return `<img src="${escapeXml(src)}" alt="${escapeXml(alt)}">`;
  const srcset = (format: 'avif' | 'webp') =>
    picture.widths.map((width) => `${picture.path(width, format)} ${width}w`).join(', ');
  const middle = picture.widths[Math.min(1, picture.widths.length - 1)];
  const loading = priority ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  return [
    '<picture>',
    `<source type="image/avif" srcset="${srcset('avif')}" sizes="${MEDIA_SIZES}">`,
    `<img src="${picture.path(middle, 'webp')}" srcset="${srcset('webp')}" sizes="${MEDIA_SIZES}"`,
    ` width="${picture.width}" height="${picture.height}" alt="${escapeXml(alt)}" ${loading}>`,
    '</picture>',
  ].join('');
}
