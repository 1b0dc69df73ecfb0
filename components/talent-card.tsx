import type { Talent } from '@/lib/content/pages';
import { loadUi } from '@/lib/content/ui';
import { fill, formatEuros } from '@/lib/format';
import { Portrait } from './portrait';
import { ExampleLabel } from './example-label';
import { Rating } from './rating';
import { pageLocale } from '@/lib/i18n/page-locale';

/** An example talent, labelled so: a portrait, what they do and where, rating and hourly rate. */
export function TalentCard({ talent, priority }: { talent: Talent; priority?: boolean }) {
  return (
    <div className="card gap-3 p-4 text-sm">
      <div className="flex items-center gap-3">
        <Portrait name={talent.portrait} size={56} priority={priority} />
        <div>
          <ExampleLabel />
          <p className="text-base leading-5 font-semibold text-ink">{talent.name}</p>
          <p className="text-slate-600 dark:text-slate-300">
            {fill(loadUi().cards.talent, { skill: talent.skill, place: talent.place })}
          </p>
        </div>
      </div>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <Rating rating={talent.rating} />
        <span className="font-semibold text-tone-700 dark:text-tone-300">
          {fill(loadUi().cards.rate, { rate: formatEuros(talent.rate, pageLocale()) })}
        </span>
      </p>
    </div>
  );
}
