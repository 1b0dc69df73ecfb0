import type { Example } from '@/lib/content/pages';
import { ExampleCard } from './example-card';

/**
 * Illustrations of what members sell or offer beside a page's opening, under a label that says
 * they are examples. Three share a row; two or four stand two to a row. `inFirstScreen`: whether
 * they begin in the first screen on a phone as well as on a laptop; their pictures are then
 * fetched with the page, not once the layout finds them in view.
 */
export function Showcase({
  label,
  items,
  inFirstScreen,
}: {
  label: string;
  items: Example[];
  inFirstScreen: boolean;
}) {
  return (
    <figure className="rounded-3xl bg-tone-50 p-4 sm:p-6 dark:bg-tone-950/40">
      <figcaption className="mb-3 text-sm font-semibold text-tone-800 dark:text-tone-200">
        {label}
      </figcaption>
      <ul className={`grid gap-3 ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {items.map((example) => (
          <li key={example.title}>
            <ExampleCard example={example} priority={inFirstScreen} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
