import { act, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'next/navigation';
import { ContactForm } from '@/app/[locale]/contact/contact-form';
import { apiEndpoints, APP_CHECK_HEADER } from '@/lib/api-endpoints';
import { loadForms } from '@/lib/content/forms';
import { appCheckHeaders } from '@/lib/firebase/app-check';
import { fill, formatInstant } from '@/lib/format';
import { ANSWER_TIMEOUT_MS } from '@/lib/post-json';
import { endpointStandIn } from './endpoint-answers';

jest.mock('next/navigation', () => ({
  useSearchParams: jest.fn(() => new URLSearchParams()),
  usePathname: jest.fn(() => '/contact'),
}));
jest.mock('@/lib/firebase/app-check', () => ({
  prepareAppCheck: jest.fn(async () => undefined),
  appCheckHeaders: jest.fn(async () => ({})),
}));

const forms = loadForms();
const { contact: copy, requests, validation } = forms;
const server = endpointStandIn();
const topic = copy.fields.topic.options[1].id;

function renderForm(options: Parameters<typeof userEvent.setup>[0] = {}) {
  render(<ContactForm copy={forms} />);
  return userEvent.setup(options);
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
const values = () =>
  ['name', 'email', 'topic', 'message'].map(
    (name) => (field(copy.fields[name as 'name'].label) as HTMLInputElement).value,
  );

/** A complete, valid message. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(copy.fields.name.label), 'Ana Lopes');
  await user.type(field(copy.fields.email.label), 'ana@example.com');
  await user.selectOptions(field(copy.fields.topic.label), topic);
  await user.type(field(copy.fields.message.label), 'Hello');
}

const FILLED = ['Ana Lopes', 'ana@example.com', topic, 'Hello'];
const send = (user: ReturnType<typeof userEvent.setup>, label = copy.submit) =>
  user.click(screen.getByRole('button', { name: label }));

beforeEach(() => jest.mocked(appCheckHeaders).mockClear());

test('the topic starts empty, asking for a choice, and a message without one is not sent', async () => {
  const user = renderForm();
  const topicField = field(copy.fields.topic.label);
  expect(topicField).toHaveValue('');
  expect(screen.getByRole('option', { name: copy.fields.topic.placeholder })).toHaveValue('');
  await user.type(field(copy.fields.name.label), 'Ana Lopes');
  await user.type(field(copy.fields.email.label), 'ana@example.com');
  await user.type(field(copy.fields.message.label), 'Hello');
  await send(user);
  expect(topicField).toHaveAttribute('aria-invalid', 'true');
  expect(topicField).toHaveAccessibleDescription(validation.topic.required);
  expect(topicField).toHaveFocus();
  expect(server.sent()).toEqual([]);
});

describe('/contact?topic=<id>', () => {
  const address = (query: string) =>
    jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams(query) as never);
  afterEach(() => address(''));

  test('chooses that topic', () => {
    address('topic=press');
    renderForm();
    expect(field(copy.fields.topic.label)).toHaveValue('press');
  });

  test('ignores a topic the form does not offer', () => {
    address('topic=refunds');
    renderForm();
    expect(field(copy.fields.topic.label)).toHaveValue('');
  });

  test('sends the chosen topic by its id', async () => {
    address('topic=investors');
    server.answer(200, { outcome: 'sent', reference: 'R1' });
    const user = renderForm();
    await user.type(field(copy.fields.name.label), 'Ana Lopes');
    await user.type(field(copy.fields.email.label), 'ana@example.com');
    await user.type(field(copy.fields.message.label), 'Your half-year report, please.');
    await send(user);
    await screen.findByText(fill(copy.sent, { reference: 'R1' }));
    expect(server.sent()[0].body).toMatchObject({ topic: 'investors', locale: 'en' });
  });

  test('sends the language of the page it is on, which support is told', async () => {
    jest.mocked(usePathname).mockReturnValue('/es/contact');
    address('topic=investors');
    server.answer(200, { outcome: 'sent', reference: 'R1' });
    const user = renderForm();
    await user.type(field(copy.fields.name.label), 'Ana Lopes');
    await user.type(field(copy.fields.email.label), 'ana@example.com');
    await user.type(field(copy.fields.message.label), 'Hola');
    await send(user);
    await screen.findByText(fill(copy.sent, { reference: 'R1' }));
    expect(server.sent()[0].body.locale).toBe('es');
    jest.mocked(usePathname).mockReturnValue('/contact');
  });
});

test('an empty form names what each field needs, beside it', async () => {
  const user = renderForm();
  await send(user);
  for (const name of ['name', 'email', 'topic', 'message'] as const) {
    const control = field(copy.fields[name].label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(validation[name].required));
  }
});

test('a bad e-mail shows the error beside the field and keeps the text', async () => {
  const user = renderForm();
  await user.type(field(copy.fields.name.label), 'Ana Lopes');
  await user.type(field(copy.fields.email.label), 'ana@example');
  await user.type(field(copy.fields.message.label), 'Where is my order 1042?');
  await send(user);
  const email = field(copy.fields.email.label);
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription(expect.stringContaining(validation.email.email));
  expect(email).toHaveFocus();
  expect(email).toHaveValue('ana@example');
  expect(field(copy.fields.message.label)).toHaveValue('Where is my order 1042?');
  expect(server.sent()).toEqual([]);
});

test('a name that is an encoded word is refused beside the field, with its own message', async () => {
  const user = renderForm();
  await fillIn(user);
  const name = field(copy.fields.name.label);
  await user.clear(name);
  await user.type(name, '=?utf-8?b?PGI+?=');
  await send(user);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(expect.stringContaining(validation.name.controlCodes));
  expect(server.sent()).toEqual([]);
});

test('posts the message as JSON with a new key and an empty honeypot, then shows the reference', async () => {
  server.answer(200, { outcome: 'sent', reference: '7K3MQ-9XDTA' });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('status')).toHaveTextContent(
    fill(copy.sent, { reference: '7K3MQ-9XDTA' }),
  );
  const [request] = server.sent();
  expect(request).toEqual({
    url: apiEndpoints.contact,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: {
      name: 'Ana Lopes',
      email: 'ana@example.com',
      topic,
      locale: 'en',
      message: 'Hello',
      website: '',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    },
  });
  expect(values()).toEqual(['', '', '', '']);
});

test('sends the App Check header when there is one, a fresh one per request', async () => {
  jest
    .mocked(appCheckHeaders)
    .mockResolvedValueOnce({ [APP_CHECK_HEADER]: 'token-1' })
    .mockResolvedValueOnce({ [APP_CHECK_HEADER]: 'token-2' });
  server.answer(500, { error: 'internal' });
  server.answer(200, { outcome: 'sent', reference: 'R1' });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  await screen.findByText(forms.requests.failed);
  await send(user, copy.retry);
  await screen.findByText(fill(copy.sent, { reference: 'R1' }));
  expect(server.sent().map((request) => request.headers[APP_CHECK_HEADER])).toEqual([
    'token-1',
    'token-2',
  ]);
});

test('a double click sends once', async () => {
  server.answer(200, { outcome: 'sent', reference: 'R1' });
  const user = renderForm();
  await fillIn(user);
  await user.dblClick(screen.getByRole('button', { name: copy.submit }));
  await screen.findByText(fill(copy.sent, { reference: 'R1' }));
  expect(server.sent()).toHaveLength(1);
});

test("the server's field problems show beside the fields, the first focused, the text kept", async () => {
  server.answer(400, { error: 'invalid-fields', fields: { topic: 'choice', message: 'tooLong' } });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  const topicField = field(copy.fields.topic.label);
  expect(await screen.findByText(validation.topic.choice)).toBeInTheDocument();
  expect(topicField).toHaveAccessibleDescription(validation.topic.choice);
  expect(topicField).toHaveFocus();
  expect(field(copy.fields.message.label)).toHaveAccessibleDescription(
    expect.stringContaining(validation.message.tooLong),
  );
  expect(values()).toEqual(FILLED);
});

test('a problem the form cannot show beside a field is a general failure', async () => {
  server.answer(400, { error: 'invalid-fields', fields: { idempotencyKey: 'format' } });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.failed);
  expect(values()).toEqual(FILLED);
});

test('a used-up quota says when to try again, in the visitor’s time', async () => {
  const retryAt = '2026-11-22T09:00:00.000Z';
  server.answer(429, { error: 'rate-limited', retryAfter: 3600, retryAt });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    fill(requests.rateLimited, { time: formatInstant(new Date(retryAt), 'en') }),
  );
  expect(values()).toEqual(FILLED);
});

test('a lost connection keeps the text; the retry is the same message (same key); the next gets a new one', async () => {
  server.fail();
  server.answer(200, { outcome: 'sent', reference: 'R1' });
  server.answer(200, { outcome: 'sent', reference: 'R2' });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.network);
  expect(values()).toEqual(FILLED);
  await send(user, copy.retry);
  await screen.findByText(fill(copy.sent, { reference: 'R1' }));
  await fillIn(user);
  await send(user);
  await screen.findByText(fill(copy.sent, { reference: 'R2' }));
  const keys = server.sent().map((request) => request.body.idempotencyKey);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test.each([
  [502, requests.network],
  [503, requests.network],
  [504, requests.timeout],
])(
  'a gateway %i instead of the function’s answer: said as a request that got nowhere, the text kept',
  async (status, message) => {
    server.answer(status, {});
    const user = renderForm();
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(values()).toEqual(FILLED);
  },
);

test('a 503 that is the function’s own answer is a failure on our side', async () => {
  server.answer(503, { error: 'unavailable' });
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.failed);
});

test('offline: nothing is sent, the text stays; back online, one send', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const user = renderForm();
  await fillIn(user);
  await send(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(requests.offline);
  expect(values()).toEqual(FILLED);
  expect(server.sent()).toEqual([]);
  onLine.mockRestore();
  server.answer(200, { outcome: 'sent', reference: 'R1' });
  await send(user, copy.retry);
  await screen.findByText(fill(copy.sent, { reference: 'R1' }));
  expect(server.sent()).toHaveLength(1);
});

test('no answer in time: reported as not sent, and the retry carries the same key', async () => {
  jest.useFakeTimers();
  try {
    server.hang();
    server.answer(200, { outcome: 'sent', reference: 'R1' });
    const user = renderForm({ advanceTimers: jest.advanceTimersByTime });
    await fillIn(user);
    await send(user);
    expect(screen.getByRole('button', { name: copy.sending })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(requests.timeout);
    expect(values()).toEqual(FILLED);
    await send(user, copy.retry);
    await screen.findByText(fill(copy.sent, { reference: 'R1' }));
    const [first, retry] = server.sent();
    expect(retry.body).toEqual(first.body);
  } finally {
    jest.useRealTimers();
  }
});

test('a request still being handled is asked about again after the wait the server names', async () => {
  jest.useFakeTimers();
  try {
    server.answer(409, { error: 'in-progress', retryAfter: 2 });
    server.answer(200, { outcome: 'sent', reference: 'R1' });
    const user = renderForm({ advanceTimers: jest.advanceTimersByTime });
    await fillIn(user);
    await send(user);
    expect(server.sent()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await screen.findByText(fill(copy.sent, { reference: 'R1' }));
    expect(server.sent()).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a filled honeypot goes with the message (the server drops it)', async () => {
  server.answer(200, { outcome: 'sent', reference: 'R1' });
  const user = renderForm();
  const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot.closest('[hidden]')).not.toBeNull();
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  honeypot.value = 'https://spam.example';
  await fillIn(user);
  await send(user);
  await screen.findByText(fill(copy.sent, { reference: 'R1' }));
  expect(server.sent()[0].body.website).toBe('https://spam.example');
});
