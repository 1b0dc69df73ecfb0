import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterLinkAction } from '@/app/[locale]/newsletter/newsletter-link-action';
import { apiEndpoints, APP_CHECK_HEADER } from '@/lib/api-endpoints';
import { loadForms } from '@/lib/content/forms';
import { loadNewsletter } from '@/lib/content/newsletter';
import { appCheckHeaders } from '@/lib/firebase/app-check';
import { newsletterPages, NEWSLETTER_SECTION } from '@/lib/newsletter-pages';
import { endpointStandIn } from './endpoint-answers';

jest.mock('@/lib/firebase/app-check', () => ({
  prepareAppCheck: jest.fn(async () => undefined),
  appCheckHeaders: jest.fn(async () => ({ 'X-Firebase-AppCheck': 'token' })),
}));

const newsletter = loadNewsletter();
const { requests } = loadForms();
const server = endpointStandIn();
const copy = {
  done: 'Done.',
  invalid: newsletter.invalidLink.lead,
  subscribeAgain: newsletter.subscribeAgain,
};

function open(action: 'confirm' | 'unsubscribe', link: string) {
  window.history.replaceState(null, '', `${newsletterPages[action]}${link}`);
  const { submit, working } = newsletter[action];
  render(
    <NewsletterLinkAction
      action={action}
      copy={{ ...copy, submit, working }}
      requests={requests}
    />,
  );
  return userEvent.setup();
}

beforeEach(() => jest.mocked(appCheckHeaders).mockClear());

test('confirm: one press posts the link’s id and token with App Check, then says it is done', async () => {
  server.answer(200, { outcome: 'confirmed' });
  const user = open('confirm', '#id=entry-id&token=entry-token');
  expect(server.sent()).toEqual([]);
  await user.click(screen.getByRole('button', { name: newsletter.confirm.submit }));
  expect(await screen.findByRole('status')).toHaveTextContent(copy.done);
  expect(screen.queryByRole('button')).toBeNull();
  expect(server.sent()).toEqual([
    {
      url: apiEndpoints.newsletterConfirm,
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_CHECK_HEADER]: 'token' },
      body: { id: 'entry-id', token: 'entry-token' },
    },
  ]);
});

test('an invalid or expired link says so and offers to subscribe again', async () => {
  server.answer(400, { error: 'invalid-link' });
  const user = open('confirm', '#id=entry-id&token=old-token');
  await user.click(screen.getByRole('button', { name: newsletter.confirm.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(copy.invalid);
  expect(screen.getByRole('link', { name: copy.subscribeAgain })).toHaveAttribute(
    'href',
    `#${NEWSLETTER_SECTION}`,
  );
});

test('a link mailed before the fragment, with its id and token in the query, works as well', async () => {
  server.answer(200, { outcome: 'confirmed' });
  const user = open('confirm', '?id=entry-id&token=entry-token');
  await user.click(screen.getByRole('button', { name: newsletter.confirm.submit }));
  expect(await screen.findByRole('status')).toHaveTextContent(copy.done);
  expect(server.sent().map((request) => request.body)).toEqual([
    { id: 'entry-id', token: 'entry-token' },
  ]);
});

test('a link without its token is invalid at once: no button, no request', () => {
  open('unsubscribe', '#id=entry-id');
  expect(screen.getByRole('alert')).toHaveTextContent(copy.invalid);
  expect(screen.queryByRole('button')).toBeNull();
});

test('unsubscribe posts without App Check, and a failure keeps the button for another try', async () => {
  server.fail();
  server.answer(200, { outcome: 'unsubscribed' });
  const user = open('unsubscribe', '#id=entry-id&token=entry-token');
  const button = screen.getByRole('button', { name: newsletter.unsubscribe.submit });
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.network);
  await user.click(button);
  expect(await screen.findByRole('status')).toHaveTextContent(copy.done);
  // Following "subscribe again" changes the fragment: what was done stays said.
  await user.click(screen.getAllByRole('link', { name: copy.subscribeAgain })[0]);
  expect(window.location.hash).toBe(`#${NEWSLETTER_SECTION}`);
  expect(screen.getByRole('status')).toHaveTextContent(copy.done);
  expect(screen.getByText(copy.invalid).closest('[aria-hidden]')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(server.sent().map((request) => [request.url, request.headers])).toEqual([
    [apiEndpoints.newsletterUnsubscribe, { 'content-type': 'application/json' }],
    [apiEndpoints.newsletterUnsubscribe, { 'content-type': 'application/json' }],
  ]);
  expect(appCheckHeaders).not.toHaveBeenCalled();
});
