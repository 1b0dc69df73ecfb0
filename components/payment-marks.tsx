import * as simpleIcons from 'simple-icons';

type Mark = { title: string; path: string };

/** The marks simple-icons draws (CC0), found by the name the content gives a payment method. */
const drawnMarks: Mark[] = Object.values(simpleIcons).filter(
  (entry): entry is Mark & typeof entry => typeof entry === 'object' && 'path' in entry,
);

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function markFor(method: string): Mark | undefined {
  return drawnMarks.find((mark) => normal(mark.title) === normal(method));
}

/**
 * The accepted payment methods as the marks people know from the till: each brand's logo where an
 * openly licensed drawing exists, otherwise its name set as a wordmark (MB WAY, Bizum). Drawn in
 * one ink so every mark keeps its contrast in light and dark.
 */
export function PaymentMarks({ methods }: { methods: string[] }) {
  return (
    <ul className="flex flex-wrap items-center gap-3">
      {methods.map((method) => {
        const mark = markFor(method);
        return (
          <li
            key={method}
            className="flex h-12 min-w-20 items-center justify-center rounded-xl bg-white px-4 text-slate-900 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-white dark:ring-slate-700"
          >
            {mark ? (
              <svg role="img" viewBox="0 0 24 24" className="h-7 w-auto fill-current">
                <title>{method}</title>
                <path d={mark.path} />
              </svg>
            ) : (
              <span className="text-lg font-extrabold tracking-tight">{method}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
