import { act, render, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import { readOnce } from '@/lib/firebase/profiles';
import { StaffLetters } from '@/app/[locale]/staff/staff-letters';
import { loadStaff } from '@/lib/content/staff';
import { loadAudience } from '@/lib/content/audience';
import { apiEndpoints } from '@/lib/api-endpoints';
import { fill } from '@/lib/format';

jest.mock('@/lib/firebase/client', () => ({ loadFirebase: jest.fn(async () => ({})) }));
jest.mock('firebase/auth', () => ({ onIdTokenChanged: jest.fn(() => () => undefined) }));
jest.mock('@/lib/firebase/profiles', () => ({ readOnce: jest.fn() }));

const copy = loadStaff('en');
const letters = [
  { slug: 'november-2026', subject: 'November at Agora', day: '2 November 2026' },
  { slug: 'december-2026', subject: 'December at Agora', day: '7 December 2026' },
];

/** The page with its user listener played here: `user`, with `claims`, signs in. */
async function signedIn(user: Partial<User> | null) {
  let listener: ((user: User | null) => Promise<void>) | undefined;
  jest.mocked(onIdTokenChanged).mockImplementation((_, callback) => {
    listener = callback as typeof listener;
    return () => undefined;
  });
  render(
    <StaffLetters
      copy={copy}
      audienceCopy={loadAudience('en').report}
      letters={letters}
      locale="en"
      signInLink={<span>The way in</span>}
    />,
  );
  await act(async () => undefined);
  await act(async () => listener?.(user as User | null));
}

const withClaims = (claims: Record<string, unknown>) =>
  ({
    getIdTokenResult: jest.fn(async () => ({ claims })),
    getIdToken: jest.fn(async () => 'id-token'),
  }) as unknown as User;

test('signed out: how to get in, and no figures asked for', async () => {
  await signedIn(null);
  expect(screen.getByRole('status')).toHaveTextContent(copy.signIn);
  expect(screen.getByText('The way in')).toBeInTheDocument();
  expect(readOnce).not.toHaveBeenCalled();
});

test('an account without the staff claim is told so, and asks for nothing', async () => {
  await signedIn(withClaims({}));
  expect(screen.getByRole('status')).toHaveTextContent(copy.notStaff);
  expect(readOnce).not.toHaveBeenCalled();
});

test("a staff account sees each letter's figures; a letter not started says so", async () => {
  jest.mocked(readOnce).mockResolvedValue({
    'november-2026': {
      startedAt: 1,
      due: 1204,
      sent: 1190,
      failed: 3,
      bounced: 11,
      unsubscribed: 7,
    },
  });
  await signedIn(withClaims({ staff: true, email_verified: true }));
  const table = screen.getByRole('table', { name: copy.table.caption });
  const [november, december] = within(table).getAllByRole('row').slice(1);
  expect(within(november).getByRole('rowheader')).toHaveTextContent('November at Agora');
  expect(
    within(november)
      .getAllByRole('cell')
      .slice(0, 6)
      .map((cell) => cell.textContent),
  ).toEqual(['2 November 2026', '1,204', '1,190', '3', '11', '7']);
  expect(december).toHaveTextContent(copy.table.notStarted);
  expect(readOnce).toHaveBeenCalledWith(undefined, 'letters');
});

test('figures that cannot be read are said so', async () => {
  jest.mocked(readOnce).mockRejectedValue(new Error('permission_denied'));
  await signedIn(withClaims({ staff: true, email_verified: true }));
  expect(screen.getByRole('status')).toHaveTextContent(copy.failed);
});

test('a staff account sends itself a letter’s mail in the page’s language, and is told where', async () => {
  jest.mocked(readOnce).mockResolvedValue({});
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ outcome: 'sent', to: 'editor@example.com' }),
  })) as unknown as typeof fetch;
  await signedIn(withClaims({ staff: true, email_verified: true }));
  const row = within(screen.getByRole('table')).getAllByRole('row')[2];
  await act(async () => within(row).getByRole('button', { name: copy.table.send }).click());
  expect(within(row).getByRole('status')).toHaveTextContent(
    fill(copy.table.sentTo, { email: 'editor@example.com' }),
  );
  expect(global.fetch).toHaveBeenCalledWith(apiEndpoints.letterTest, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer id-token' },
    body: JSON.stringify({ slug: 'december-2026', locale: 'en' }),
  });
});
