'use client';

import { useEffect } from 'react';

/**
 * Turns on the site's whole stylesheet once the page is hydrated. The page arrives with only the
 * rules its own elements use, inlined, and the stylesheet's link disabled (scripts/inline-css.mjs);
 * the pages reached from here by client-side navigation, and what the page's own code draws later
 * (the overlay menu, a form's errors), need the rest.
 */
export function WholeStylesheet() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"][disabled]',
    ))
      link.disabled = false;
  }, []);
  return null;
}
