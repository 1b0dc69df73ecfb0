import { drawingOf, markPath } from '@/lib/brand-drawings';

/**
 * A link to one of our pages on a network: the network's mark where simple-icons draws it, then
 * its name, so "X" reads as the network, not as a close button. The mark is black, turned light
 * in the dark scheme; the name says it, so the mark is silent.
 */
export function SocialLink({ label, href }: { label: string; href: string }) {
  const drawing = drawingOf(label);
  return (
    <a href={href} rel="me noopener" className="gap-2">
      {drawing && (
        // A small vector file: nothing for next/image to resize, and the export has no image server.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={markPath(drawing.slug)}
          alt=""
          width={16}
          height={16}
          loading="lazy"
          className="dark:invert"
        />
      )}
      {label}
    </a>
  );
}
