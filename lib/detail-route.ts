import { notFound } from 'next/navigation';
import { staticParamsOf } from './routes';

/** The props of a detail route such as /jobs/[slug] (params are a promise since Next 15). */
export interface SlugRouteProps {
  params: Promise<{ slug: string }>;
}

/**
 * What a /<collection>/[slug] route needs: the pages the registry builds for it, and the entry a
 * page shows. With `dynamicParams = false` only those pages are ever rendered.
 */
export function detailRoute<T extends { slug: string }>(path: string, load: () => T[]) {
  const find = async ({ params }: SlugRouteProps): Promise<T | undefined> => {
    const { slug } = await params;
    return load().find((entry) => entry.slug === slug);
  };
  return {
    generateStaticParams: staticParamsOf(path),
    /** The entry, or undefined for a page the registry builds without one. */
    find,
    /** The entry; notFound() keeps the type honest. */
    entryOf: async (props: SlugRouteProps): Promise<T> => (await find(props)) ?? notFound(),
  };
}
