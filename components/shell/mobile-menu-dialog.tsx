'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { Site } from '@/lib/content/site';
import type { NavLink } from '@/lib/routes';
import { BrandMark } from './brand';
import type { MobileMenuLabels } from './mobile-menu';
import { LanguageSwitcher } from './language-switcher';
import { NavLinks } from './nav-links';

interface MobileMenuDialogProps {
  open: boolean;
  onClose: () => void;
  brand: Pick<Site, 'name' | 'logo'>;
  links: NavLink[];
  labels: MobileMenuLabels;
}

/**
 * The overlay menu below 768px. Headless UI traps focus, closes on Escape and backdrop click,
 * locks body scroll and gives focus back to the Menu button. No transition: the spec turns
 * page-transition animation off.
 */
export default function MobileMenuDialog({
  open,
  onClose,
  brand,
  links,
  labels,
}: MobileMenuDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/60" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-card p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <DialogTitle className="flex items-center gap-2 text-lg font-bold text-ink">
            <BrandMark brand={brand} />
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
        <nav aria-label={labels.mainNav}>
          <NavLinks links={links} onNavigate={onClose} />
        </nav>
        <div className="border-t border-line pt-4">
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
