'use client';

import { lazy, Suspense, useState } from 'react';
import { hasChosenLanguage } from '@/lib/i18n/language-choice';
import type { Locale } from '@/lib/i18n/locales';
import { preferredLocale } from '@/lib/i18n/preferred-locale';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';
import { useBrowserValue } from '@/lib/use-browser-value';

// Every page carries this check; the card and its words load only for a visitor who gets an offer.
const LanguageOfferCard = lazy(() => import('./language-offer-card'));

/**
 * The browser's preferred language when the site has it and the page is in another, unless the
 * visitor has answered.
 */
function offerOn(page: Locale): Locale | undefined {
  const preferred = preferredLocale(navigator.languages);
  return preferred !== page && !hasChosenLanguage() ? preferred : undefined;
}

/**
 * Offers the page in the browser's preferred language, until the visitor answers. Decided in the
 * browser after hydration: the HTML, which search engines read, is the same for every visitor,
 * and no address redirects by language.
 */
export function LanguageOffer() {
  const page = useAddressLocale();
  const offered = useBrowserValue(() => offerOn(page));
  // Also hides the offer where storage could not keep the answer.
  const [answered, setAnswered] = useState(false);
  if (!offered || answered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard locale={offered} onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}
