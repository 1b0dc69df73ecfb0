import Link from 'next/link';
import type { Site } from '@/lib/content/site';

/** Logo and product name, as the side menu's heading. */
export function Brand({ site, as: Heading = 'p' }: { site: Site; as?: 'h2' | 'p' }) {
  return (
    <Heading className="text-lg font-bold tracking-tight">
      <Link
        href="/welcome"
        className="flex min-h-11 items-center gap-2 rounded-lg text-slate-950 dark:text-white"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a 2 KB SVG needs no image pipeline */}
        <img src={site.logo} alt="" width={32} height={32} className="size-8" />
        {site.name}
      </Link>
    </Heading>
  );
}
