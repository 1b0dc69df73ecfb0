import * as simpleIcons from 'simple-icons';
import { loadFacts } from '@/lib/content/facts';

type Mark = { title: string; path: string };

/** The marks simple-icons draws (CC0), found by the brand names a payment method's wording holds. */
const drawnMarks: Mark[] = Object.values(simpleIcons).filter(
  (entry): entry is Mark & typeof entry => typeof entry === 'object' && 'path' in entry,
);

/**
 * The brands a payment method's wording names: "cards (Visa, Mastercard and American Express)"
 * names three drawn marks; "MB WAY in Portugal" names none, so its own name is the mark.
 */
function marksIn(method: string): (Mark | string)[] {
  const words = ` ${normalWords(method)} `;
  const drawn = drawnMarks.filter((mark) => words.includes(` ${normalWords(mark.title)} `));
  return drawn.length > 0 ? drawn : [method.replace(/ in .*$/, '')];
}

const normalWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The accepted payment methods as the marks people know from the till: each brand's logo where an
 * openly licensed drawing exists, otherwise its name set as a wordmark (MB WAY, Bizum). Drawn in
 * one ink so every mark keeps its contrast in light and dark.
 */
export function PaymentMarks() {
  const marks = loadFacts().payments.methods.value.flatMap(marksIn);
  return (
    <ul className="flex flex-wrap items-center gap-3">
      {marks.map((mark) => {
        const name = typeof mark === 'string' ? mark : mark.title;
        return (
          <li
            key={name}
            className="flex h-12 min-w-20 items-center justify-center rounded-xl bg-white px-4 text-slate-900 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-white dark:ring-slate-700"
          >
            {typeof mark === 'string' ? (
              <span className="text-lg font-extrabold tracking-tight">{mark}</span>
            ) : (
              <svg role="img" viewBox="0 0 24 24" className="h-7 w-auto fill-current">
                <title>{mark.title}</title>
                <path d={mark.path} />
              </svg>
            )}
          </li>
        );
      })}
    </ul>
  );
}
