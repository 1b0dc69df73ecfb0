import { Illustration } from '../illustration';

/**
 * Numbered steps: how something works, in order. Steps with a picture read as a journey: a row of
 * pictures on a laptop, a column on a phone.
 */
export function StepList({ items }: { items: { title: string; body: string; emoji?: string }[] }) {
  const pictured = items.every((item) => item.emoji);
  return (
    <ol
      className={
        pictured
          ? 'grid gap-5 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr'
          : 'grid gap-4 sm:grid-cols-2'
      }
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className={pictured ? 'flex gap-4 lg:flex-col' : 'flex gap-4 rounded-2xl bg-subtle p-5'}
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
