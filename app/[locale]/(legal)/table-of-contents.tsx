import { escapeHtml } from '@/lib/markdown-rules';

/**
 * The list's items as HTML, one string: in the page's data a long text's dozen links then cost
 * their markup once, not an element object each (href, key and children) beside it.
 */
const itemsHtml = (headings: { id: string; text: string }[]) =>
  headings
    .map((heading) => `<li><a href="#${heading.id}">${escapeHtml(heading.text)}</a></li>`)
    .join('');

/** Links to the sections of a long page. No list markers: legal headings carry their own numbers. */
export function TableOfContents({
  label,
  headings,
}: {
  label: string;
  headings: { id: string; text: string }[];
}) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mt-8 max-w-prose rounded-xl border border-line bg-subtle p-5"
    >
      <h2 id="toc-heading" className="text-base font-semibold text-ink">
        {label}
      </h2>
      {/* The items' look is the list's (toc-links), written once rather than on every item. */}
      <ol
        className="toc-links mt-3 gap-x-8 text-sm text-muted sm:columns-2"
        dangerouslySetInnerHTML={{ __html: itemsHtml(headings) }}
      />
    </nav>
  );
}
