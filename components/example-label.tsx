import { loadUi } from '@/lib/content/ui';

/**
 * "Example", above an example listing's or talent's name: the card, its rating included, shows
 * what the marketplace holds, not a member's real listing or reviews.
 */
export function ExampleLabel() {
  return (
    <p className="text-xs font-semibold tracking-wide text-muted uppercase">
      {loadUi().cards.example}
    </p>
  );
}
