import { LocalLink as Link } from '@/components/local-link';
import type { Site } from '@/lib/content/site';

/** The logo and the product name, as the side menu and the overlay menu show them. */
export function BrandMark({ brand }: { brand: Pick<Site, 'name' | 'logo'> }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no image pipeline */}
      <img src={brand.logo} alt="" width={32} height={32} className="size-8" />
      {brand.name}
    </>
  );
}

/** The side menu's heading: logo and product name, linking home. */
export function Brand({ brand }: { brand: Pick<Site, 'name' | 'logo'> }) {
  return (
    <h2 className="shrink-0 text-lg font-bold tracking-tight">
      <Link href="/welcome" className="flex min-h-11 items-center gap-2 rounded-lg text-ink">
        <BrandMark brand={brand} />
      </Link>
    </h2>
  );
}
