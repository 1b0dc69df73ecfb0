'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { brandFontAttribute } from '@/lib/brand-font-note';

/**
 * A page opened in the stand-in (brand-font-script.tsx) keeps it; the next page the visitor
 * reaches without a page load is drawn in the face, once it has arrived. The change comes with
 * the new page, in answer to the visitor's click.
 */
export function BrandFontOnNavigation({ family }: { family: string }) {
  const pathname = usePathname();
  const [opened] = useState(pathname);
  useEffect(() => {
    if (pathname !== opened && document.fonts.check(`1em ${family}`)) {
      document.documentElement.dataset[brandFontAttribute] = '';
    }
  }, [pathname, opened, family]);
  return null;
}
