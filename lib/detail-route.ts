import { notFound } from 'next/navigation';

/** The props of a detail route such as /jobs/[slug] (params are a promise since Next 15). */
export interface SlugRouteProps {
  params: Promise<{ slug: string }>;
}

/**
 * What a /<collection>/[slug] route needs: its static params and the entry for a request. With
 * `dynamicParams = false` an unknown slug never reaches `entryOf`; notFound() keeps the type honest.
 */
export function detailRoute<T extends { slug: string }>(load: () => T[]) {
  return {
    generateStaticParams: () => load().map(({ slug }) => ({ slug })),
    entryOf: async ({ params }: SlugRouteProps): Promise<T> => {
      const { slug } = await params;
      return load().find((entry) => entry.slug === slug) ?? notFound();
    },
  };
}
