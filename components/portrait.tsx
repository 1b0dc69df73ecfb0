import { PORTRAIT_LARGEST, portraitPath } from '@/lib/images/portraits.mjs';
import { SquarePicture } from './square-picture';

/**
 * A person's drawn portrait (lib/images/portraits.mjs), `size` CSS pixels, in a circle of the
 * page's tone: the drawing is white and black lines, so the circle stays light in either scheme.
 */
export function Portrait({
  name,
  size,
  priority,
}: {
  name: string;
  size: number;
  priority?: boolean;
}) {
  return (
    <span className="portrait">
      <SquarePicture
        pathOf={(width, format) => portraitPath(name, width, format)}
        largest={PORTRAIT_LARGEST}
        alt=""
        size={size}
        priority={priority}
      />
    </span>
  );
}
