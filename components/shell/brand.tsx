import { LocalLink as Link } from '@/components/local-link';

/** The wordmark's file and size (lib/wordmark-file.mjs), and the name it draws. */
export interface Wordmark {
  name: string;
  src: string;
  width: number;
  height: number;
}

/**
 * The wordmark: an SVG of the mark and the name in the brand face, so it needs no font and looks
 * the same on every visit. On the narrowest phones the header shows its mark alone (`compact`).
 */
export function BrandMark({ wordmark, compact }: { wordmark: Wordmark; compact?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no image pipeline
    <img
      src={wordmark.src}
      alt={wordmark.name}
      width={wordmark.width}
      height={wordmark.height}
      className={`h-8 w-auto ${compact ? 'max-[359px]:w-8 max-[359px]:object-cover max-[359px]:object-left' : ''}`}
    />
  );
}

/** The header's heading: the wordmark, linking home. */
export function Brand({ wordmark }: { wordmark: Wordmark }) {
  return (
    <h2 className="shrink-0">
      <Link href="/welcome" className="flex min-h-11 items-center rounded-lg">
        <BrandMark wordmark={wordmark} compact />
      </Link>
    </h2>
  );
}
