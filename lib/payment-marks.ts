import * as simpleIcons from 'simple-icons';
import { loadFacts } from '@/lib/content/facts';

/** A payment method's mark: a drawing from simple-icons (CC0), or its name set as a wordmark. */
export type PaymentMark =
  { name: string; slug: string; path: string; hex: string } | { name: string; slug?: undefined };

type Drawing = { title: string; slug: string; path: string; hex: string };

const drawings: Drawing[] = Object.values(simpleIcons).filter(
  (entry): entry is Drawing & typeof entry => typeof entry === 'object' && 'path' in entry,
);

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The brands a payment method's wording names: "cards (Visa, Mastercard and American Express)"
 * names three drawn marks; "MB WAY in Portugal" names none, so its own name is the mark.
 */
function marksIn(method: string): PaymentMark[] {
  const named = drawings.filter((drawing) => words(method).includes(words(drawing.title)));
  // "Apple Pay" also names Apple, and "American Express" Express: the longer name is the brand.
  const drawn = named.filter(
    (drawing) =>
      !named.some(
        (other) => other !== drawing && words(other.title).includes(words(drawing.title)),
      ),
  );
  if (drawn.length === 0) return [{ name: method.replace(/ in .*$/, '') }];
  return drawn.map(({ title, slug, path, hex }) => ({ name: title, slug, path, hex }));
}

/** The marks of the payment methods in content/facts.yaml, in the order the facts list them. */
export function paymentMarks(): PaymentMark[] {
  // The brand names are the same in every language; English's list is read for them.
  return loadFacts().payments.methods.value.flatMap((method) => marksIn(method.en));
}

/** A drawn mark's address: a file of its own, so pages carry a reference, not the drawing. */
export const paymentMarkPath = (slug: string) => `/payment-marks/${slug}.svg`;

/** A drawn mark as an SVG file, in its brand's colour (each sits on a white tile). */
export function paymentMarkSvg(mark: { name: string; path: string; hex: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${mark.hex}"><title>${mark.name}</title><path d="${mark.path}"/></svg>`;
}
