import type { Cover } from '@/lib/content/fields';
import { pictureHtml } from '@/lib/images/picture-html';

/**
 * An entry's cover picture under its header, the width of its text. It is on the first screen, so
 * it loads first, not lazily.
 */
export function CoverPicture({ cover }: { cover: Cover }) {
  return (
    <div
      className="cover-picture mt-8 max-w-prose"
      dangerouslySetInnerHTML={{ __html: pictureHtml(cover.src, cover.alt, { priority: true }) }}
    />
  );
}
