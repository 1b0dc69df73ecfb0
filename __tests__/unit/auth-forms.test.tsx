import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthForms } from '@/app/[locale]/account/auth-forms';
import type { AccountApi } from '@/app/[locale]/account/use-account';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { fill } from '@/lib/format';
import type { Role } from '@/lib/roles';

const copy = loadAuth();
const { validation, requests } = loadForms();

/** The account actions the forms call, each a mock; the services are stand-ins they pass on. */
function accountApi() {
  const actions = {
    signIn: jest.fn(async () => ({})),
    signUp: jest.fn(async () => ({})),
    sendReset: jest.fn(async () => undefined),
    signInWithGoogle: jest.fn(async () => ({})),
  };
  const api = { auth: 'auth', db: 'db', actions } as unknown as AccountApi;
  return { api, actions };
}

/** The forms as /account opens them: on sign-up, with `join`'s role chosen. */
function renderForms(join?: Role, opening?: 'signIn' | 'signUp') {
  const { api, actions } = accountApi();
  const loadApi = jest.fn(async () => api);
  render(
    <AuthForms
      {...{ copy, join, requests, loadApi, opening }}
      messages={validation}
      onNotice={jest.fn()}
    />,
  );
  return { user: userEvent.setup(), actions, loadApi };
}

/** The forms as /account?sign-in opens them, once the sign-in form (loaded on demand) is in. */
async function renderSignIn() {
  const rendered = renderForms(undefined, 'signIn');
  await screen.findByRole('heading', { name: copy.signIn.heading });
  return rendered;
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });
const button = (name: string) => screen.getByRole('button', { name });
/** The open form's submit button ("Sign in" also names a tab). */
const submit = (name: string) =>
  screen.getAllByRole('button', { name }).find((found) => found.getAttribute('type') === 'submit')!;
const tabs = () =>
  within(screen.getByRole('navigation', { name: copy.tabs.label })).getAllByRole('button');

test('two tabs, create-account first and open; the reset form is no tab', () => {
  renderForms();
  expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-pressed')])).toEqual([
    [copy.tabs.signUp, 'true'],
    [copy.tabs.signIn, 'false'],
  ]);
  expect(screen.getByRole('heading', { name: copy.signUp.heading })).toBeInTheDocument();
});

test('asked for, sign-in opens instead', async () => {
  await renderSignIn();
  expect(tabs().map((tab) => tab.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
});

test('"Continue with Google" carries its mark on both forms', async () => {
  const { user } = renderForms();
  const marked = (name: string) => button(name).querySelector('img[src="/google-g.svg"]');
  expect(marked(copy.signUp.google)).not.toBeNull();
  await user.click(button(copy.tabs.signIn));
  await screen.findByRole('heading', { name: copy.signIn.heading });
  expect(marked(copy.signIn.google)).not.toBeNull();
});

test('the sign-in password has no sign-up hint; the new password has it', async () => {
  const { user } = await renderSignIn();
  expect(field(copy.fields.password.label)).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText(copy.fields.newPassword.hint!)).toBeNull();
  await user.click(button(copy.tabs.signUp));
  expect(field(copy.fields.newPassword.label)).toHaveAccessibleDescription(
    copy.fields.newPassword.hint,
  );
});

test('"Forgot your password?" under the password opens the reset form with the address typed, and leads back', async () => {
  const { user, actions } = await renderSignIn();
  await user.type(field(copy.fields.email.label), 'ana@example.com');
  const forgot = button(copy.signIn.forgot);
  expect(
    field(copy.fields.password.label).compareDocumentPosition(forgot) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  await user.click(forgot);

  expect(await screen.findByRole('heading', { name: copy.reset.heading })).toBeInTheDocument();
  expect(field(copy.fields.email.label)).toHaveValue('ana@example.com');
  expect(field(copy.fields.email.label)).toHaveFocus();
  expect(tabs()).toHaveLength(2);
  await user.click(submit(copy.reset.submit));
  expect(actions.sendReset).toHaveBeenCalledWith('auth', 'ana@example.com');

  await user.clear(field(copy.fields.email.label));
  await user.type(field(copy.fields.email.label), 'rui@example.com');
  await user.click(button(copy.reset.back));
  expect(screen.getByRole('heading', { name: copy.signIn.heading })).toBeInTheDocument();
  expect(field(copy.fields.email.label)).toHaveValue('rui@example.com');
});

test('an empty sign-in names what each field needs, beside it', async () => {
  const { user, actions } = await renderSignIn();
  await user.click(submit(copy.signIn.submit));
  expect(field(copy.fields.email.label)).toHaveAccessibleDescription(validation.email.required);
  expect(field(copy.fields.password.label)).toHaveAccessibleDescription(
    validation.password.required,
  );
  expect(actions.signIn).not.toHaveBeenCalled();
});

test('an empty sign-up names what each field needs, beside it', async () => {
  const { user, actions } = renderForms();
  await user.click(submit(copy.signUp.submit));
  const said = [
    [copy.fields.name.label, validation.name.required],
    [copy.fields.email.label, validation.email.required],
    [copy.fields.newPassword.label, expect.stringContaining(validation.newPassword.required)],
    [copy.fields.role.label, validation.role.required],
  ];
  for (const [label, message] of said) {
    expect(field(label)).toHaveAccessibleDescription(message);
  }
  expect(actions.signUp).not.toHaveBeenCalled();
});

test('under the create-account button: accepting the Terms of Use and the Privacy Policy, both linked', () => {
  renderForms('buyer');
  const { terms, privacy } = copy.signUp.consentLinks;
  const sentence = fill(copy.signUp.consent, { terms: terms.label, privacy: privacy.label });
  const note = screen.getByText((_, element) => element?.textContent === sentence, {
    selector: 'p',
  });
  expect(
    submit(copy.signUp.submit).compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(
    within(note)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    [terms.label, '/termsofuse'],
    [privacy.label, '/privacypolicy'],
  ]);
});

describe('Google on the create-account form', () => {
  test('asks for the role first, beside its field', async () => {
    const { user, actions } = renderForms();
    await user.click(button(copy.signUp.google));
    const role = field(copy.fields.role.label);
    expect(role).toHaveAccessibleDescription(validation.role.required);
    expect(role).toHaveFocus();
    expect(actions.signInWithGoogle).not.toHaveBeenCalled();
  });

  test('signs up with the role chosen there', async () => {
    const { user, actions } = renderForms('seller');
    await user.selectOptions(field(copy.fields.role.label), 'talent');
    await user.click(button(copy.signUp.google));
    expect(actions.signInWithGoogle).toHaveBeenCalledWith('auth', { db: 'db', role: 'talent' });
  });

  test('on the sign-in form it is a sign-in, with no role', async () => {
    const { user, actions } = await renderSignIn();
    await user.click(button(copy.signIn.google));
    expect(actions.signInWithGoogle).toHaveBeenCalledWith('auth');
  });
});

describe('the sign-in service out of reach reads as in every other form', () => {
  async function signInFailing() {
    const { user, actions } = await renderSignIn();
    actions.signIn.mockRejectedValue({ code: 'auth/network-request-failed' });
    await user.type(field(copy.fields.email.label), 'ana@example.com');
    await user.type(field(copy.fields.password.label), 'secret-1');
    await user.click(submit(copy.signIn.submit));
  }

  test('online: "could not reach our server", the text kept', async () => {
    await signInFailing();
    expect(await screen.findByText(requests.network)).toHaveAttribute('role', 'alert');
    expect(field(copy.fields.email.label)).toHaveValue('ana@example.com');
    expect(field(copy.fields.password.label)).toHaveValue('secret-1');
  });

  test('offline: "you seem to be offline"', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await signInFailing();
      expect(await screen.findByText(requests.offline)).toHaveAttribute('role', 'alert');
    } finally {
      onLine.mockRestore();
    }
  });
});
