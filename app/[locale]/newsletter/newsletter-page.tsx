import { PageHeader } from '@/components/page-header';
import { TextLink } from '@/components/text-link';
import { loadForms } from '@/lib/content/forms';
import { loadNewsletter } from '@/lib/content/newsletter';
import { NEWSLETTER_SECTION, type NewsletterPage } from '@/lib/newsletter-pages';
import { NewsletterLinkAction } from './newsletter-link-action';

/**
 * A page the newsletter's e-mails lead to: its heading and lead, then on the two link pages the
 * button that acts on the link, and on the two outcome pages (where a form posted without
 * JavaScript arrives) the way to subscribe again.
 */
export function NewsletterPageView({ page }: { page: NewsletterPage }) {
  const copy = loadNewsletter();
  const { heading, lead } = copy[page];
  return (
    <article>
      <PageHeader heading={heading} lead={lead} />
      {page === 'confirm' || page === 'unsubscribe' ? (
        <>
          <noscript>
            <p className="mt-8 max-w-prose text-muted">{copy[page].noScript}</p>
          </noscript>
          <NewsletterLinkAction
            action={page}
            copy={{
              submit: copy[page].submit,
              working: copy[page].working,
              done: page === 'confirm' ? copy.confirm.done : copy.unsubscribed.lead,
              invalid: copy.invalidLink.lead,
              subscribeAgain: copy.subscribeAgain,
            }}
            requests={loadForms().requests}
          />
        </>
      ) : (
        <TextLink href={`#${NEWSLETTER_SECTION}`}>{copy.subscribeAgain}</TextLink>
      )}
    </article>
  );
}
