import type { ReactNode } from 'react';
import { headingId } from '@/lib/heading-id';

/** Every page section: an h2, an optional intro, then its own body; the section's id is its link anchor. */
export function SectionShell({
  id,
  heading,
  intro,
  children,
}: {
  id?: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const anchor = id ?? headingId(heading);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className="page-section">
      <h2 id={`${anchor}-heading`} className="section-title">
        {heading}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}
