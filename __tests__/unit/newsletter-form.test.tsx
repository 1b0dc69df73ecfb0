import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/shell/newsletter-form';
import { apiEndpoints, APP_CHECK_HEADER } from '@/lib/api-endpoints';
import { loadForms } from '@/lib/content/forms';
import { PAGE_PATH } from '@/lib/form-checks';
import { fill } from '@/lib/format';
import { allSitePages } from '@/lib/routes';
import { endpointStandIn } from './endpoint-answers';

jest.mock('@/lib/firebase/app-check', () => ({
  prepareAppCheck: jest.fn(async () => undefined),
  appCheckHeaders: jest.fn(async () => ({ 'X-Firebase-AppCheck': 'token' })),
}));

const forms = loadForms();
const { newsletter: copy, requests } = forms;
const server = endpointStandIn();

async function subscribe(address: string) {
  render(<NewsletterForm copy={forms} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(copy.email.label), address);
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

test('posts the address, the page and the honeypot with App Check, and says to check the inbox', async () => {
  window.history.replaceState(null, '', '/news/services-launch');
  server.answer(202, { outcome: 'check-inbox' });
  await subscribe('reader@example.com');
  expect(await screen.findByRole('status')).toHaveTextContent(
    fill(copy.checkInbox, { email: 'reader@example.com' }),
  );
  expect(server.sent()).toEqual([
    {
      url: apiEndpoints.newsletterSubscribe,
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_CHECK_HEADER]: 'token' },
      body: {
        email: 'reader@example.com',
        page: '/news/services-launch',
        locale: 'en',
        website: '',
      },
    },
  ]);
  expect(screen.getByLabelText(copy.email.label)).toHaveValue('');
});

test('a page in another language sends that language, which its mails will be written in', async () => {
  window.history.replaceState(null, '', '/pt/news/services-launch');
  server.answer(202, { outcome: 'check-inbox' });
  await subscribe('reader@example.com');
  await screen.findByRole('status');
  expect(server.sent()[0].body).toMatchObject({ page: '/pt/news/services-launch', locale: 'pt' });
});

test('a page the function would not take is reported as the home page', async () => {
  window.history.replaceState(null, '', '/Some%20Page');
  server.answer(202, { outcome: 'check-inbox' });
  await subscribe('reader@example.com');
  await screen.findByRole('status');
  expect(server.sent()[0].body.page).toBe('/');
});

test('every page of the site, in every language, is one the function takes as consent’s page', () => {
  expect(allSitePages().filter((page) => !PAGE_PATH.test(page.path))).toEqual([]);
});

test('a failure keeps the address and says what happened', async () => {
  server.answer(500, { error: 'internal' });
  await subscribe('reader@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.failed);
  expect(screen.getByLabelText(copy.email.label)).toHaveValue('reader@example.com');
});

test('offline: nothing is sent and the address stays', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await subscribe('reader@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(requests.offline);
    expect(screen.getByLabelText(copy.email.label)).toHaveValue('reader@example.com');
    expect(server.sent()).toEqual([]);
  } finally {
    onLine.mockRestore();
  }
});
