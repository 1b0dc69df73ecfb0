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

/** The id and token of the mail's link, or null when the address lacks one of them. */
function linkIn(search: string): NewsletterLink | null {
  const query = new URLSearchParams(search);
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

/**
 * What the newsletter's e-mail links open: one button that posts the link's id and token to the
 * function, then what came of it. A button rather than a request on arrival, because mail
 * scanners open links (some running scripts) and must not confirm or unsubscribe anyone.
 * Nothing shows in the static HTML: without JavaScript the page's <noscript> text explains.
 */
export function NewsletterLinkAction({ action, copy, requests }: Props) {
  // The address does not change while the page is open.
  const search = useBrowserValue(() => window.location.search);
  const [stage, setStage] = useState<Stage>({ name: 'ready' });
  const locale = useAddressLocale();
  if (search === undefined) return null;
  const link = linkIn(search);
  const now = link ? stage : { name: 'invalid' as const };

  async function send(link: NewsletterLink) {
    setStage({ name: 'busy' });
    const { request, succeeded } = actions[action];
    const outcome = await withFormRequests((requests) => requests[request](link));
    if (outcome.kind === succeeded) setStage({ name: 'done' });
    else if (outcome.kind === 'invalid-link') setStage({ name: 'invalid' });
    else setStage({ name: 'failed', error: requestOutcome(outcome, requests, locale).error });
  }

  return (
    <div className="mt-8 grid max-w-xl gap-4">
      <FormStatus
        success={now.name === 'done' ? copy.done : undefined}
        error={
          now.name === 'invalid' ? copy.invalid : now.name === 'failed' ? now.error : undefined
        }
      />
      {link && (now.name === 'ready' || now.name === 'busy' || now.name === 'failed') && (
        <div>
          <Button
            disabled={now.name === 'busy'}
            onClick={() => send(link)}
            onFocus={prepareFormRequests}
            onPointerEnter={prepareFormRequests}
          >
            {now.name === 'busy' ? copy.working : copy.submit}
          </Button>
        </div>
      )}
      {(now.name === 'invalid' || (now.name === 'done' && action === 'unsubscribe')) && (
        <TextLink href={`#${NEWSLETTER_SECTION}`} className="">
          {copy.subscribeAgain}
        </TextLink>
      )}
    </div>
  );
}
