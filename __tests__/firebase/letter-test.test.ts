import { signUp } from '@/lib/firebase/account';
import { apiEndpoints } from '@/lib/api-endpoints';
import { siteLetters } from '@/lib/content/site-letters';
import { requireEmulators, uniqueEmail } from '../support/emulators';
import { closeAll, services } from './apps';
import { mails, post } from './endpoints';

/**
 * A letter's test mail (POST /api/letter-test) goes only to a staff account, at its own address:
 * the browser test shows a staff account's; here, everyone else's is refused and sends nothing.
 */
beforeAll(requireEmulators);
afterAll(closeAll);

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
