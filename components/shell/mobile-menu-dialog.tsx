'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { buttonClass } from '@/components/button';
import { LocalLink as Link } from '@/components/local-link';
import { accountPath, signInHref } from '@/lib/account-addresses';
import type { NavLink } from '@/lib/routes';
import { BrandMark, type Wordmark } from './brand';
import type { MobileMenuLabels, SideLink } from './mobile-menu';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

interface MobileMenuDialogProps {
  open: boolean;
  onClose: () => void;
  wordmark: Wordmark;
  links: NavLink[];
  sides: SideLink[];
  labels: MobileMenuLabels;
}

/**
 * The overlay menu below 768px: an account first (create one, or sign in), the four sides of the
 * marketplace, the spec's four entries, then the languages. Headless UI traps focus, closes on
 * Escape and backdrop click, locks body scroll and gives focus back to the Menu button. No
 * transition: the spec turns page-transition animation off.
 */
export default function MobileMenuDialog({
  open,
  onClose,
  wordmark,
  links,
  sides,
  labels,
}: MobileMenuDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/60" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-80 max-w-[88vw] flex-col gap-6 overflow-y-auto bg-card p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <DialogTitle>
            <BrandMark wordmark={wordmark} />
          </DialogTitle>
          <CloseButton
            aria-label={labels.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-wash dark:text-slate-200"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </CloseButton>
        </div>
        <div className="grid gap-2">
          <Link href={accountPath} onClick={onClose} className={buttonClass('primary')}>
            {labels.create}
          </Link>
          <Link href={signInHref} onClick={onClose} className={buttonClass('secondary')}>
            {labels.signIn}
          </Link>
        </div>
        <nav aria-label={labels.marketplace}>
          <h2 aria-hidden="true" className="px-3 text-sm font-semibold text-muted">
            {labels.marketplace}
          </h2>
          <div className="mt-2">
            <NavLinks links={sides} layout="list" onNavigate={onClose} />
          </div>
        </nav>
        <nav aria-label={labels.mainNav} className="border-t border-line pt-4">
          <NavLinks links={links} layout="list" onNavigate={onClose} />
        </nav>
        <div className="mt-auto border-t border-line pt-4">
          <LanguageSwitcher
            label={labels.languageNav}
            names={labels.languages}
            links={labels.languageLinks}
          />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
