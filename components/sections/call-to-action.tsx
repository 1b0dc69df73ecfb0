import { ActionLinks } from './action-links';

/** A closing prompt with one or two actions. */
export function CallToAction({
  heading,
  body,
  actions,
}: {
  heading: string;
  body: string;
  actions: { label: string; href: string }[];
}) {
  return (
    <section className="my-10 rounded-2xl bg-brand-50 p-6 sm:p-10 dark:bg-brand-950">
      <h2 className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {heading}
      </h2>
      <p className="mt-3 max-w-prose text-base leading-7 text-slate-700 dark:text-slate-300">
        {body}
      </p>
      <ActionLinks actions={actions} />
    </section>
  );
}
