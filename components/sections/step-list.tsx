import { Illustration } from '../illustration';

/**
 * Numbered steps: how something works, in order. Steps with a picture read as a journey: a row of
 * pictures on a laptop, a column on a phone, or there a sideways row when `swipe` asks for one.
 */
export function StepList({
  items,
  swipe = false,
}: {
  items: { title: string; body: string; emoji?: string }[];
  /** On a phone, a sideways row of the steps, not a column (a page's overview of a journey). */
  swipe?: boolean;
}) {
  const pictured = items.every((item) => item.emoji);
  const journey = 'gap-5 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr';
  return (
    <ol
      className={
        pictured
          ? swipe
            ? `swipe-row sm:grid ${journey}`
            : `grid ${journey}`
          : 'grid gap-4 sm:grid-cols-2'
      }
      tabIndex={swipe ? 0 : undefined}
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className={
            pictured
              ? `flex gap-4 lg:flex-col ${swipe ? 'max-sm:flex-col max-sm:gap-3' : ''}`
              : 'flex gap-4 rounded-2xl bg-subtle p-5'
          }
        >
          {item.emoji ? (
            <span className="step-picture">
              <Illustration emoji={item.emoji} alt="" size={64} className="size-11 lg:size-16" />
              <span aria-hidden="true" className="step-number absolute -top-2 -left-2 size-7">
                {index + 1}
              </span>
            </span>
          ) : (
            <span aria-hidden="true" className="step-number">
              {index + 1}
            </span>
          )}
          <div>
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-muted">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
