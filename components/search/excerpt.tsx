import { excerptParts } from '@/lib/excerpt-parts';

/** A result's excerpt with the words that matched the query highlighted. */
export function Excerpt({ text }: { text: string }) {
  return excerptParts(text).map((part, index) =>
    part.matched ? (
      <mark
        key={index}
        className="rounded-sm bg-brand-100 px-0.5 font-semibold text-ink dark:bg-brand-900"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
