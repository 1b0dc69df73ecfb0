'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { enterPage, measuring } from '@/lib/audience/visit';

/** After the page's load event: nothing of the measurement competes with the page itself. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

/**
 * The audience measurement's part of every measured page's first load: it notes each page the
 * visitor sees (the client router's too) and, once the page has loaded, brings in the beacon
 * (lib/audience/beacon.ts, with web-vitals), which sends one request per page view when the page
 * is hidden. Nothing at all for a browser that refuses measurement.
 */
export function AudienceBeacon() {
  const path = usePathname();
  useEffect(() => {
    const entry = enterPage(path);
    if (!measuring()) return;
    afterLoad(() => {
      import('@/lib/audience/beacon')
        .then(({ viewPage }) => viewPage(path, entry))
        .catch(() => undefined);
    });
  }, [path]);
  return null;
}
