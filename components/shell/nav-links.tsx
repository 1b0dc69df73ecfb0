'use client';

import { LocalLink as Link } from '@/components/local-link';
import { usePathname } from 'next/navigation';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import type { NavLink } from '@/lib/routes';
import type { Role } from '@/lib/roles';

/** Each layout's look, written once on the list rather than on every link. */
const LIST_CLASS = {
  bar: 'menu-bar',
  list: 'menu-list',
  footer: 'footer-links mt-3 space-y-1 text-sm text-muted',
};

interface NavLinksProps {
  links: (NavLink & { role?: Role })[];
  /** `bar`: side by side in the header; `list`: one a row in the overlay menu; `footer`: a column. */
  layout: keyof typeof LIST_CLASS;
  /** Called when a link is followed, so the overlay menu can close. */
  onNavigate?: () => void;
  /** The list's name, where no navigation around it names it. */
  label?: string;
}

/**
 * Links of the header, the overlay menu and the footer's columns, given as data (in the page's
 * data a link is then its label and address, not an element object each); the current page's carries aria-current="page" (also in
 * the static HTML). An audience's link wears its colour as a dot.
 */
export function NavLinks({ links, layout, onNavigate, label }: NavLinksProps) {
  const pathname = usePathname();
  const locale = localeOfPath(pathname);
  return (
    <ul aria-label={label} className={LIST_CLASS[layout]}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            onClick={onNavigate}
            aria-current={pathname === localePath(link.href, locale) ? 'page' : undefined}
            data-audience={link.role}
          >
            {link.role && <span aria-hidden="true" className="audience-dot" />}
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
