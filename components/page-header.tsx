import { Fragment, type ReactNode } from 'react';
import { firstPaintAttribute } from '@/lib/first-paint.mjs';

/** "Sell what you make. Offer what you know." → its two sentences. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

/**
 * The page's opening: an optional eyebrow naming who it is for, its one h1, the lead, then
 * `children` (paths, calls to action). `aside` (examples from the marketplace) sits beside it on a
 * laptop and below it on a phone. The first paint draws the opening alone, the rest read once the
 * stylesheet is in, unless the page wraps more in FirstPaint (components/first-paint.tsx).
 */
export function PageHeader({
  heading,
  lead,
  eyebrow,
  aside,
  children,
}: {
  heading: string;
  lead?: string;
  eyebrow?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  // The two columns start at the top: centred, both moved as the examples arrived on a slow
  // connection, since each new one made the aside taller. The marker on the opening's words lets
  // the build draw them before the rest of the page, the aside included, is read
  // (scripts/lib/first-paint-hold.mjs): the aside's pictures take the round trip it waits for anyway.
  return (
    <div
      className={`page-opening border-b border-line pb-10 ${aside ? 'grid items-start gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]' : ''}`}
    >
      <div {...{ [firstPaintAttribute]: '' }}>
        {eyebrow && (
          <p className="mb-4 inline-flex rounded-full bg-tone-100 px-3 py-1 text-sm font-semibold text-tone-800 dark:bg-tone-900/70 dark:text-tone-200">
            {eyebrow}
          </p>
        )}
        <h1 className="section-title sm:text-display">
          {/* A heading of several sentences breaks between them where it can, not mid-sentence:
              each is kept on a line of its own unless it is longer than the line. */}
          {sentencesOf(heading).map((sentence, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span className="inline-block">{sentence}</span>
            </Fragment>
          ))}
        </h1>
        {lead && (
          <p className="mt-5 max-w-prose text-base leading-7 text-muted sm:text-lg sm:leading-8">
            {lead}
          </p>
        )}
        {children}
      </div>
      {aside}
    </div>
  );
}
