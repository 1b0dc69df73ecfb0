'use client';

import { LocalLink as Link } from '@/components/local-link';
import { usePathname } from 'next/navigation';
import { localeOfPath, localePath } from '@/lib/i18n/paths';
import type { NavLink } from '@/lib/routes';
import type { Role } from '@/lib/roles';

interface NavLinksProps {
  links: (NavLink & { role?: Role })[];
  /** `bar`: side by side in the header; `list`: one a row in the overlay menu. */
  layout: 'bar' | 'list';
  /** Called when a link is followed, so the overlay menu can close. */
  onNavigate?: () => void;
  /** The list's name, where no navigation around it names it. */
  label?: string;
}

/**
 * Links of the header and the overlay menu; the current page's carries aria-current="page" (also in
 * the static HTML). An audience's link wears its colour as a dot.
 */
export function NavLinks({ links, layout, onNavigate, label }: NavLinksProps) {
  const pathname = usePathname();
  const locale = localeOfPath(pathname);
  return (
    <ul aria-label={label} className={layout === 'bar' ? 'menu-bar' : 'menu-list'}>
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
