'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Ui } from '@/lib/content/ui';
import type { NavLink } from '@/lib/routes';
import type { Role } from '@/lib/roles';
import type { Wordmark } from './brand';

// Headless UI's Dialog serves only an open menu: it loads on first intent, not with the page.
const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadDialog);

/** The interface texts the menu button and the overlay need (the `ui` messages, content/messages.yaml). */
export type MobileMenuLabels = Pick<Ui, 'menuButton' | 'closeMenu' | 'mainNav' | 'languageNav'> & {
  /** The marketplace's name for its four sides (the footer's column heading). */
  marketplace: string;
  signIn: string;
  create: string;
  /** Each language's own name, for the language switcher. */
  languages: Record<Locale, string>;
  /** This page in each language, for the language switcher. */
  languageLinks: Record<Locale, string>;
};

/** The sides of the marketplace, each with the role it signs up for. */
export type SideLink = NavLink & { role: Role };

/** The "Menu" button shown below 768px; opens the overlay menu. */
export function MobileMenu({
  wordmark,
  links,
  sides,
  labels,
}: {
  wordmark: Wordmark;
  links: NavLink[];
  sides: SideLink[];
  labels: MobileMenuLabels;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Headless UI restores focus from a history it records once its module has loaded, so on the
    // first (lazy) open it has nothing to restore. Give focus back once the dialog has unmounted.
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 text-sm font-semibold text-slate-800 hover:bg-wash sm:px-3 md:hidden dark:border-slate-700 dark:text-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5A.75.75 0 0 1 2.75 9h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 9.75Zm0 5a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1-.75-.75Z" />
        </svg>
        {/* Its name on a phone too, where the bar has room for its icon alone. */}
        <span className="max-sm:sr-only">{labels.menuButton}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onClose={() => setOpen(false)}
            wordmark={wordmark}
            links={links}
            sides={sides}
            labels={labels}
          />
        </Suspense>
      )}
    </>
  );
}
