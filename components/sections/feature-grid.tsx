import type { IconName } from '@/lib/icon-names';
import { Icon } from '../icon';

/** Cards of title + text, each with its icon: benefits, values, programme perks. */
export function FeatureGrid({
  items,
}: {
  items: { title: string; body: string; icon?: IconName }[];
}) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          {item.icon && (
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-tone-100 text-tone-700 dark:bg-tone-900/60 dark:text-tone-300">
              <Icon name={item.icon} />
            </span>
          )}
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 text-base leading-7 text-muted">{item.body}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
