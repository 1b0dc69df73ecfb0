import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/app/contact/contact-form';
import { OfflineError, sendContact } from '@/lib/firebase/form-writes';
import { loadForms } from '@/lib/content/forms';

jest.mock('@/lib/firebase/form-writes', () => ({
  ...jest.requireActual('@/lib/firebase/form-writes'),
  prepareGuest: jest.fn(() => Promise.resolve()),
  sendContact: jest.fn(),
}));

const forms = loadForms();
const copy = forms.contact;
const send = jest.mocked(sendContact);

beforeEach(() => send.mockReset());

function renderForm() {
  render(<ContactForm copy={copy} messages={forms.validation} />);
  return userEvent.setup();
}

/** A complete, valid message. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(copy.fields.name.label), 'Ana Lopes');
  await user.type(screen.getByLabelText(copy.fields.email.label), 'ana@example.com');
  await user.selectOptions(
    screen.getByLabelText(copy.fields.topic.label),
    copy.fields.topic.options[1],
  );
  await user.type(screen.getByLabelText(copy.fields.message.label), 'Hello');
}

test('the topic starts empty, asking for a choice, and a message without one is not sent', async () => {
  const user = renderForm();
  const topic = screen.getByLabelText(copy.fields.topic.label);
  expect(topic).toHaveValue('');
  expect(screen.getByRole('option', { name: copy.fields.topic.placeholder })).toHaveValue('');
  await user.type(screen.getByLabelText(copy.fields.name.label), 'Ana Lopes');
  await user.type(screen.getByLabelText(copy.fields.email.label), 'ana@example.com');
  await user.type(screen.getByLabelText(copy.fields.message.label), 'Hello');
  await user.click(screen.getByRole('button', { name: copy.submit }));
  expect(topic).toHaveAttribute('aria-invalid', 'true');
  expect(topic).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

test('a bad e-mail shows the error beside the field and keeps the text', async () => {
  const user = renderForm();
  await user.type(screen.getByLabelText(copy.fields.name.label), 'Ana Lopes');
  await user.type(screen.getByLabelText(copy.fields.email.label), 'ana@example');
  await user.type(screen.getByLabelText(copy.fields.message.label), 'Where is my order 1042?');
  await user.click(screen.getByRole('button', { name: copy.submit }));
  const field = screen.getByLabelText(copy.fields.email.label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(forms.validation.email));
  expect(field).toHaveFocus();
  expect(field).toHaveValue('ana@example');
  expect(screen.getByLabelText(copy.fields.message.label)).toHaveValue('Where is my order 1042?');
  expect(send).not.toHaveBeenCalled();
});

test('a double click sends once', async () => {
  let finish: () => void = () => undefined;
  send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = renderForm();
  await fillIn(user);
  await user.dblClick(screen.getByRole('button', { name: copy.submit }));
  expect(send).toHaveBeenCalledTimes(1);
  finish();
  expect(await screen.findByText(copy.sent)).toBeInTheDocument();
});

test('a failed send keeps the text and offers a retry', async () => {
  send.mockRejectedValue(new Error('network'));
  const user = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: copy.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed);
  expect(screen.getByLabelText(copy.fields.message.label)).toHaveValue('Hello');
  expect(screen.getByRole('button', { name: copy.retry })).toBeEnabled();
});

test('offline: the text stays and the visitor is told to send again later', async () => {
  send.mockRejectedValue(new OfflineError());
  const user = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: copy.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(copy.offline);
  expect(screen.getByLabelText(copy.fields.name.label)).toHaveValue('Ana Lopes');
});
