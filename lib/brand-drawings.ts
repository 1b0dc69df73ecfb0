import * as simpleIcons from 'simple-icons';

/** A brand's mark as simple-icons (CC0) draws it: one path on a 24 px square, and its colour. */
export interface BrandDrawing {
  title: string;
  slug: string;
  path: string;
  hex: string;
}

const drawings: BrandDrawing[] = Object.values(simpleIcons).filter(
  (entry): entry is BrandDrawing & typeof entry => typeof entry === 'object' && 'path' in entry,
);

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The brands a wording names: "cards (Visa, Mastercard and American Express)" names three; "MB
 * WAY in Portugal" none, since simple-icons has no drawing of it.
 */
export function drawingsNamedIn(wording: string): BrandDrawing[] {
  const named = drawings.filter((drawing) => words(wording).includes(words(drawing.title)));
  // "Apple Pay" also names Apple, and "American Express" Express: the longer name is the brand.
  return named.filter(
    (drawing) =>
      !named.some(
        (other) => other !== drawing && words(other.title).includes(words(drawing.title)),
      ),
  );
}

/** The drawing of exactly the brand `name`, if simple-icons has one ("X", "Instagram"). */
export const drawingOf = (name: string): BrandDrawing | undefined =>
  drawings.find((drawing) => words(drawing.title) === words(name));

/** A mark's address: a file of its own (app/marks), so pages carry a reference, not the drawing. */
export const markPath = (slug: string) => `/marks/${slug}.svg`;

/** A drawing as an SVG file, in `fill` (its brand's colour unless given). */
export function drawingSvg(drawing: BrandDrawing, fill = `#${drawing.hex}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}"><title>${drawing.title}</title><path d="${drawing.path}"/></svg>`;
}
