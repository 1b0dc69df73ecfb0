import { mediaPicture } from '@/lib/images/media.mjs';
import { SquarePicture } from './square-picture';

/**
 * An editor's uploaded photo in a square slot of `size` CSS pixels (a card's picture, a person's
 * circle), made at 1x and 2x by the picture pipeline (lib/images/media.mjs) and cropped to the
 * slot by its class (object-cover). Beside words that name what it shows, so it says nothing itself.
 */
export function Photo({
  src,
  size,
  priority,
  className,
}: {
  src: string;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  const picture = mediaPicture(src);
  // The CMS's preview has no uploads on disk: the photo as the editor's browser has it.
  if (!picture) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt="" width={size} height={size} className={className} />;
  }
  return (
    <SquarePicture
      pathOf={(width, format) => picture.path(width, format)}
      largest={picture.width}
      alt=""
      size={size}
      priority={priority}
      className={className}
    />
  );
}
