import { execFileSync } from 'node:child_process';
import { signUp } from '@/lib/firebase/account';
import { apiEndpoints } from '@/lib/api-endpoints';
import { siteLetters } from '@/lib/content/site-letters';
import { proveAddress, requireEmulators, uniqueEmail } from '../support/emulators';
import { closeAdmins } from './admin';
import { closeAll, services } from './apps';
import { emulatorSetting, mails, mailsTo, post, resetQuotas } from './endpoints';

/**
 * A letter's test mail (POST /api/letter-test) goes only to a staff account, at its own address:
 * the browser test shows a staff account's; here, everyone else's is refused and sends nothing,
 * and a staff account gets a few an hour.
 */
// The first request to the function starts its runtime in the emulator: seconds, not millis.
jest.setTimeout(30_000);
beforeAll(requireEmulators);
afterAll(async () => {
  await closeAll();
  await closeAdmins();
});

const [{ slug }] = siteLetters().letters;

test('without a signed-in account, or with one that is not staff: refused, nothing sent', async () => {
  const before = (await mails()).length;
  expect(await post(apiEndpoints.letterTest, { slug, locale: 'en' })).toMatchObject({
    status: 401,
    body: { error: 'sign-in' },
  });
  const { auth, db } = await services();
  const user = await signUp(auth, db, {
    name: 'Rui',
    email: uniqueEmail('member'),
    password: 'secret-enough',
    role: 'buyer',
  });
  const member = await post(
    apiEndpoints.letterTest,
    { slug, locale: 'en' },
    { headers: { authorization: `Bearer ${await user.getIdToken()}` } },
  );
  expect(member).toMatchObject({ status: 403, body: { error: 'not-staff' } });
  expect((await mails()).length).toBe(before);
});

/** A new account made staff (`npm run staff -- grant`), its address proved if `proved`. */
async function staffAccount(proved: boolean) {
  const { auth, db } = await services();
  const email = uniqueEmail('editor');
  const user = await signUp(auth, db, {
    name: 'Inês',
    email,
    password: 'secret-enough',
    role: 'seller',
  });
  if (proved) await proveAddress(email);
  execFileSync('node', ['scripts/staff.mjs', 'grant', email]);
  const token = await user.getIdToken(true);
  const send = () =>
    post(
      apiEndpoints.letterTest,
      { slug, locale: 'en' },
      { headers: { authorization: `Bearer ${token}` } },
    );
  return { email, send };
}

test('a staff account whose address was never proved: refused, nothing sent', async () => {
  const { email, send } = await staffAccount(false);
  expect(await send()).toMatchObject({ status: 403, body: { error: 'not-staff' } });
  expect(await mailsTo(email)).toEqual([]);
});

test("a staff account's test mails: a few an hour, then 429", async () => {
  await resetQuotas();
  const { email, send } = await staffAccount(true);
  const limit = emulatorSetting('QUOTA_LETTERTEST_CLIENT');
  for (let i = 0; i < limit; i++) {
    expect(await send()).toMatchObject({ status: 200, body: { outcome: 'sent', to: email } });
  }
  expect(await send()).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
  expect(await mailsTo(email)).toHaveLength(limit);
});
