import { PORTRAIT_LARGEST, portraitPath } from '@/lib/images/portraits.mjs';
import { Photo } from './photo';
import { SquarePicture } from './square-picture';

/**
 * A team member's portrait, `size` CSS pixels, in a circle of the page's tone: their photo once
 * an editor uploads one, until then a drawing (lib/images/portraits.mjs). Only the team is drawn,
 * so a drawn face is never taken for a member's or an example's. The drawing is white and black
 * lines, so the circle stays light in either scheme.
 */
export function Portrait({
  name,
  photo,
  size,
  priority,
}: {
  name: string;
  photo?: string;
  size: number;
  priority?: boolean;
}) {
  return (
    <span className="portrait">
      {photo ? (
        <Photo src={photo} size={size} priority={priority} className="object-cover" />
      ) : (
        <SquarePicture
          pathOf={(width, format) => portraitPath(name, width, format)}
          largest={PORTRAIT_LARGEST}
          alt=""
          size={size}
          priority={priority}
        />
      )}
    </span>
  );
}
