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
          ? 'grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr'
          : 'grid gap-4 sm:grid-cols-2'
      }
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className={
            pictured
              ? 'flex gap-4 lg:flex-col'
              : 'flex gap-4 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900'
          }
        >
          {item.emoji ? (
            <span className="relative flex size-20 shrink-0 items-center justify-center rounded-2xl bg-tone-50 lg:size-24 dark:bg-tone-950/60">
              <Illustration emoji={item.emoji} alt="" size={64} className="size-14 lg:size-16" />
              <span
                aria-hidden="true"
                className="absolute -top-2 -left-2 flex size-7 items-center justify-center rounded-full bg-tone-700 text-sm font-bold text-white dark:bg-tone-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-tone-700 text-sm font-bold text-white dark:bg-tone-400 dark:text-slate-950"
            >
              {index + 1}
            </span>
          )}
          <div>
            <h3 className="font-semibold text-slate-950 dark:text-white">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700 dark:text-slate-300">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
