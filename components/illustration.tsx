import { SOURCE_WIDTH, illustrationName, variantPath } from '@/lib/images/illustrations.mjs';
import { SquarePicture } from './square-picture';

/** A picture from the illustration set, named by its emoji, `size` CSS pixels square. */
export function Illustration({
  emoji,
  ...picture
}: {
  emoji: string;
  alt: string;
  size: number;
  priority?: boolean;
  className?: string;
}) {
  const name = illustrationName(emoji);
  if (!name) throw new Error(`The illustration set has no picture for ${emoji}`);
  return (
    <SquarePicture
      pathOf={(width, format) => variantPath(name, width, format)}
      largest={SOURCE_WIDTH}
      {...picture}
    />
  );
}
