'use client';

import { LocalLink as Link } from '@/components/local-link';
import { usePathname } from 'next/navigation';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import type { NavLink } from '@/lib/routes';

interface NavLinksProps {
  links: NavLink[];
  /** Called when a link is followed, so the overlay menu can close. */
  onNavigate?: () => void;
}

/** The side menu's entries; the current page's entry carries aria-current="page" (also in static HTML). */
export function NavLinks({ links, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  const locale = localeOfPath(pathname);
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            onClick={onNavigate}
            aria-current={pathname === localePath(link.href, locale) ? 'page' : undefined}
            className="menu-link flex text-base hover:text-ink"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
