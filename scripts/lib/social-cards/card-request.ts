import type { SocialCardPage } from '../../../lib/social-card-pages';
import { audienceColors, brandColors } from '../../../tailwind.config';
import type { CardRequest } from './update-cards';

/** What a page's card shows: its title and label in its accent's colours, with the brand. */
export function cardRequest({
  path,
  alt,
  title,
  label,
  accent,
  site,
  host,
}: SocialCardPage): CardRequest {
  return {
    path,
    alt,
    input: {
      title,
      label,
      colors: accent === 'brand' ? brandColors : audienceColors[accent],
      site,
      host,
    },
  };
}
