import { inlineMark } from '@/lib/inline-mark.mjs';

/**
 * Structured data for search engines. `<` is escaped so a stray "</script>" in content can never
 * close the tag early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return (
    <script {...inlineMark} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
