import { act, render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { AccountStatus } from '@/components/shell/account-status';
import { signInHref } from '@/lib/account-addresses';
import { loadFirebase, whenFirebaseLoads, type FirebaseServices } from '@/lib/firebase/client';
import { rememberSignedIn } from '@/lib/firebase/session-hint';
import { watchUser } from '@/lib/firebase/watch-user';

jest.mock('@/lib/firebase/client', () => ({
  loadFirebase: jest.fn(() => Promise.resolve({})),
  whenFirebaseLoads: jest.fn(),
}));
jest.mock('@/lib/firebase/watch-user', () => ({ watchUser: jest.fn() }));

const labels = {
  signIn: 'Sign in',
  account: 'Your account',
  signedOutNotice: 'You were signed out.',
};
type Listener = (user: User | null, automatic: boolean) => void;

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  jest.mocked(whenFirebaseLoads).mockReturnValue(() => undefined);
});

test('a visitor who never signed in here sees "Sign in" and loads no Firebase', () => {
  jest.useFakeTimers();
  render(<AccountStatus labels={labels} />);
  // Every timer run: the idle time a returning visitor's load waits for (below) has come.
  act(() => jest.runAllTimers());
  jest.useRealTimers();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signInHref);
  expect(loadFirebase).not.toHaveBeenCalled();
});

test('a returning visitor is shown, and told when the SDK signs them out on its own', async () => {
  rememberSignedIn();
  // The test plays the SDK: it "loads" Firebase and drives the component's user listener.
  let loaded: ((services: FirebaseServices) => void) | undefined;
  let listener: Listener | undefined;
  jest.mocked(whenFirebaseLoads).mockImplementation((callback) => {
    loaded = callback;
    return () => undefined;
  });
  jest.mocked(watchUser).mockImplementation((_, callback) => {
    listener = callback;
    return () => undefined;
  });
  jest.useFakeTimers();
  render(<AccountStatus labels={labels} />);
  act(() => jest.runAllTimers());
  jest.useRealTimers();
  expect(loadFirebase).toHaveBeenCalled();
  await act(async () => loaded?.({} as FirebaseServices));
  await act(async () => listener?.({ displayName: 'Ana Lopes', photoURL: null } as User, false));
  expect(screen.getByRole('link', { name: 'Your account: Ana Lopes' })).toBeInTheDocument();
  expect(screen.getByText('AL')).toBeInTheDocument();
  await act(async () => listener?.(null, true));
  expect(screen.getByRole('status')).toHaveTextContent('You were signed out.');
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});
