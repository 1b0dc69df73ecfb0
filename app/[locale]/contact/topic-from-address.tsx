'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Chooses the topic that `/contact?topic=<id>` names, when the form offers it (other values are
 * ignored). It renders nothing: in a static export the address is only known in the browser, so
 * this part alone waits for it, and the form itself stays in the page's HTML. From the router, not
 * window.location, which still shows the previous page while a client navigation renders.
 */
export function TopicFromAddress({
  topics,
  onTopic,
}: {
  topics: readonly string[];
  onTopic: (topic: string) => void;
}) {
  const asked = useSearchParams().get('topic');
  const topic = topics.find((id) => id === asked);
  useEffect(() => {
    if (topic) onTopic(topic);
    // Once per address: a new callback each render is no reason to choose the topic again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic]);
  return null;
}
