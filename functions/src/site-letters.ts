import type { SiteLetters } from '../../lib/content/site-letters';
import { SITE_LETTERS_PATH } from '../../lib/site-letters-path';

/** How long an instance keeps the letters it read: a deploy of the site shows within a minute. */
export const KEEP_LETTERS_MS = 60_000;

let kept: { at: number; letters: Promise<SiteLetters> } | undefined;

/**
 * The newsletter's letters as the site at `siteUrl` publishes them (lib/content/site-letters.ts):
 * a letter merged any time before its time is sent then, with no deploy of the functions. Read at
 * most once a minute by an instance, since the schedule, the fan-out and every mail of a letter
 * ask; a read that failed is not kept, so the next asks again.
 */
export function siteLetters(siteUrl: string, now = Date.now()): Promise<SiteLetters> {
  if (!kept || now - kept.at > KEEP_LETTERS_MS) {
    const letters = fetch(`${siteUrl}${SITE_LETTERS_PATH}`, { cache: 'no-store' }).then(
      async (response) => {
        if (!response.ok) {
          throw new Error(`letters: ${SITE_LETTERS_PATH} answered ${response.status}`);
        }
        return (await response.json()) as SiteLetters;
      },
    );
    kept = { at: now, letters };
    letters.catch(() => {
      if (kept?.letters === letters) kept = undefined;
    });
  }
  return kept.letters;
}
