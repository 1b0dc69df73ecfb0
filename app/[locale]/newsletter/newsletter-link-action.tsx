'use client';

import { useState } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/forms/form-status';
import { requestOutcome } from '@/components/forms/request-outcome';
import { TextLink } from '@/components/text-link';
import type { RequestMessages } from '@/lib/content/forms';
import type { NewsletterLink } from '@/lib/form-requests';
import { NEWSLETTER_SECTION } from '@/lib/newsletter-pages';
import { useBrowserValue } from '@/lib/use-browser-value';
import { prepareFormRequests, withFormRequests } from '@/lib/with-form-requests';
import { useAddressLocale } from '@/lib/i18n/use-address-locale';

/** What each page asks of the functions, and the outcome that means it is done. */
const actions = {
  confirm: { request: 'confirmSubscription', succeeded: 'confirmed' },
  unsubscribe: { request: 'unsubscribe', succeeded: 'unsubscribed' },
} as const;

/**
 * The id and token of the mail's link, or null when the address lacks one of them: in the
 * address's fragment, which no request carries, or in its query for a link mailed before.
 */
function linkIn(address: string): NewsletterLink | null {
  const query = new URLSearchParams(address);
  const id = query.get('id');
  const token = query.get('token');
  return id && token ? { id, token } : null;
}

interface Props {
  action: keyof typeof actions;
  copy: {
    submit: string;
    working: string;
    /** Said once done: confirmed, or unsubscribed. */
    done: string;
    /** Said for a link that is incomplete, altered, used up or expired. */
    invalid: string;
    subscribeAgain: string;
  };
  requests: RequestMessages;
}

type Stage = { name: 'ready' | 'busy' | 'done' | 'invalid' } | { name: 'failed'; error?: string };

/** Two states drawn in one grid cell, so the cell is as tall as the taller from the first paint. */
const pane = 'col-start-1 row-start-1 grid content-start gap-4';

/**
 * What the newsletter's e-mail links open: one button that posts the link's id and token to the
 * function, then what came of it. A button rather than a request on arrival, because mail
 * scanners open links (some running scripts) and must not confirm or unsubscribe anyone.
 *
 * Whether the address holds a whole link is known only once hydrated, and the button or the
 * invalid link's explanation then shows. Both are in the static HTML, hidden and stacked in one
 * cell, so showing either moves nothing below them. Without JavaScript neither takes room: the
 * page's <noscript> text explains.
 */
export function NewsletterLinkAction({ action, copy, requests }: Props) {
  // The link's part of the address, read once: the page's own "subscribe again" link changes the
  // fragment afterwards.
  const [read] = useState<{ address?: string }>({});
  const address = useBrowserValue(
    () => (read.address ??= window.location.hash.slice(1) || window.location.search),
  );
  const [stage, setStage] = useState<Stage>({ name: 'ready' });
  const locale = useAddressLocale();
  const link = address === undefined ? null : linkIn(address);
  const invalid = address !== undefined && (!link || stage.name === 'invalid');
  const usable = link !== null && !invalid;

  async function send(link: NewsletterLink) {
    setStage({ name: 'busy' });
    const { request, succeeded } = actions[action];
    const outcome = await withFormRequests((requests) => requests[request](link));
    if (outcome.kind === succeeded) setStage({ name: 'done' });
    else if (outcome.kind === 'invalid-link') setStage({ name: 'invalid' });
    else setStage({ name: 'failed', error: requestOutcome(outcome, requests, locale).error });
  }

  const subscribeAgain = (
    <TextLink href={`#${NEWSLETTER_SECTION}`} className="">
      {copy.subscribeAgain}
    </TextLink>
  );
  return (
    <div className="mt-8 grid max-w-xl noscript:hidden">
      <div className={`${pane} ${usable ? '' : 'invisible'}`} aria-hidden={!usable}>
        <FormStatus
          success={stage.name === 'done' ? copy.done : undefined}
          error={stage.name === 'failed' ? stage.error : undefined}
        />
        {stage.name !== 'done' && (
          <div>
            <Button
              disabled={!usable || stage.name === 'busy'}
              onClick={() => link && send(link)}
              onFocus={prepareFormRequests}
              onPointerEnter={prepareFormRequests}
            >
              {stage.name === 'busy' ? copy.working : copy.submit}
            </Button>
          </div>
        )}
        {stage.name === 'done' && action === 'unsubscribe' && subscribeAgain}
      </div>
      <div className={`${pane} ${invalid ? '' : 'invisible'}`} aria-hidden={!invalid}>
        <FormStatus error={copy.invalid} />
        {subscribeAgain}
      </div>
    </div>
  );
}
