import { onIdTokenChanged, signOut, type Auth, type User } from 'firebase/auth';
import { signOutByChoice } from '@/lib/firebase/account';
import { hasSignedInHint, rememberSignedIn } from '@/lib/firebase/session-hint';
import { watchUser } from '@/lib/firebase/watch-user';

jest.mock('firebase/auth', () => ({ onIdTokenChanged: jest.fn(), signOut: jest.fn() }));

const auth = {} as Auth;
let emit: (user: User | null) => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  jest.mocked(onIdTokenChanged).mockImplementation((_, next) => {
    emit = next as (user: User | null) => void;
    return () => undefined;
  });
});

function follow() {
  const seen: [User | null, boolean][] = [];
  watchUser(auth, (user, automatic) => seen.push([user, automatic]));
  return seen;
}

test('a signed-in user leaves the hint; the SDK signing them out is reported as automatic', () => {
  const seen = follow();
  const user = { uid: 'u1' } as User;
  emit(user);
  expect(hasSignedInHint()).toBe(true);
  emit(null);
  expect(seen).toEqual([
    [user, false],
    [null, true],
  ]);
  expect(hasSignedInHint()).toBe(false);
});

test('a sign-out the visitor asked for is not reported', async () => {
  rememberSignedIn();
  const seen = follow();
  jest.mocked(signOut).mockImplementation(async () => emit(null));
  await signOutByChoice(auth);
  expect(seen).toEqual([[null, false]]);
});
