'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClass } from '@/components/button';
import { hasChosenLanguage, rememberLanguageChoice } from '@/lib/i18n/language-choice';
import type { LanguageOffers } from '@/lib/i18n/language-offers';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { localePath, withoutLocale } from '@/lib/i18n/paths';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/**
 * The offer of this page in `locale`, in that language: a slim bar fixed at the foot of the window
 * (beside the side pane from 768px), so it moves nothing on the page and never covers the menu's
 * call to action (the page's foot is kept clear of it: app/globals.css, `.language-offer`), which stays in the first screen at every width. On a phone the bar says it with
 * its link alone ("Ver em português"), its sentence left to screen readers, and the visitor who
 * stays answers with the close button. Its words come from
 * app/language-offer.json/route.ts, fetched here, so no page carries them.
 */
export default function LanguageOfferCard({
  locale,
  onAnswer,
}: {
  locale: Locale;
  onAnswer: () => void;
}) {
  const pathname = usePathname() ?? '/';
  const page = useAddressLocale();
  const [offers, setOffers] = useState<LanguageOffers>();
  const id = useId();

  useEffect(() => {
    fetch('/language-offer.json')
      .then((response) => response.json())
      .then(setOffers)
      // Without its words there is no offer: the page stays as it is.
      .catch(() => undefined);
  }, []);

  // Offered once: a visitor who leaves the page without answering has chosen to stay in its
  // language, and is not asked again on the next.
  useEffect(() => {
    const stay = () => {
      if (!hasChosenLanguage()) rememberLanguageChoice(page);
    };
    window.addEventListener('pagehide', stay);
    return () => window.removeEventListener('pagehide', stay);
  }, [page]);

  const offer = offers?.[locale];
  const dismiss = offer?.dismiss[page];
  if (!offer || !dismiss) return null;
  const tag = languageTags[locale];
  return (
    <aside
      lang={tag}
      aria-labelledby={id}
      className="language-offer fixed inset-x-0 bottom-0 z-40 flex h-16 items-center justify-center gap-3 border-t border-line bg-card px-4 shadow-md md:left-(--pane) print:hidden"
    >
      <p id={id} className="sr-only text-sm text-ink sm:not-sr-only">
        {offer.text}
      </p>
      {/* A plain link, as in the language switcher: each language is a document of its own. */}
      <a
        href={localePath(withoutLocale(pathname), locale)}
        hrefLang={tag}
        onClick={() => rememberLanguageChoice(locale)}
        className={buttonClass('primary', 'px-4 text-sm')}
      >
        {offer.accept}
      </a>
      <Button
        variant="secondary"
        aria-label={dismiss}
        title={dismiss}
        className="px-3"
        onClick={() => {
          rememberLanguageChoice(page);
          onAnswer();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </Button>
    </aside>
  );
}
