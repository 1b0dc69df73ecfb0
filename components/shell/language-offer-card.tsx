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
 * The offer of this page in `locale`, in that language. Fixed to the bottom of the window (a
 * sheet on a phone, a card in the corner from 640px), so it moves nothing on the page. Its words
 * come from app/language-offer.json/route.ts, fetched here, so no page carries them.
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
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-card p-4 shadow-lg print:hidden sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm sm:rounded-xl sm:border dark:border-slate-700"
    >
      <p id={id} className="text-base text-ink">
        {offer.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* A plain link, as in the language switcher: each language is a document of its own. */}
        <a
          href={localePath(withoutLocale(pathname), locale)}
          hrefLang={tag}
          onClick={() => rememberLanguageChoice(locale)}
          className={buttonClass('primary')}
        >
          {offer.accept}
        </a>
        <Button
          variant="secondary"
          onClick={() => {
            rememberLanguageChoice(page);
            onAnswer();
          }}
        >
          {dismiss}
        </Button>
      </div>
    </aside>
  );
}
