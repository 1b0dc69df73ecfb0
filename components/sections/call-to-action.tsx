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
    <section className="mt-section rounded-3xl bg-tone-100 p-6 sm:p-12 dark:bg-tone-950">
      <h2 className="section-title">{heading}</h2>
      <p className="mt-3 max-w-prose text-base leading-7 text-slate-800 sm:text-lg sm:leading-8 dark:text-slate-200">
        {body}
      </p>
      <ActionLinks actions={actions} />
    </section>
  );
}
