import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { DeleteAccount } from '@/app/[locale]/account/delete-account';
import type { AccountApi } from '@/app/[locale]/account/use-account';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';

const copy = loadAuth();
const text = copy.account.delete;
const { validation, requests } = loadForms();

test('asked to sign in again, an empty password is named beside its field and nothing is tried', async () => {
  const actions = {
    deleteAccount: jest.fn().mockRejectedValue({ code: 'auth/requires-recent-login' }),
    reauthenticate: jest.fn(async () => undefined),
  };
  const user = { providerData: [{ providerId: 'password' }] } as unknown as User;
  render(
    <DeleteAccount
      api={{ actions } as unknown as AccountApi}
      {...{ user, copy, requests }}
      messages={validation}
      onDeleted={jest.fn()}
    />,
  );
  const visitor = userEvent.setup();
  await visitor.click(screen.getByRole('button', { name: text.submit }));
  await visitor.click(screen.getByRole('button', { name: text.confirm }));
  await screen.findByText(text.reauthPassword);

  await visitor.click(screen.getByRole('button', { name: text.reauthSubmit }));
  const password = screen.getByLabelText(copy.fields.password.label);
  expect(password).toHaveAccessibleDescription(validation.password.required);
  expect(password).toHaveFocus();
  expect(actions.reauthenticate).not.toHaveBeenCalled();
  expect(actions.deleteAccount).toHaveBeenCalledTimes(1);
});
