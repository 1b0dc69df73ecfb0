import { collections, type NewsletterEntry } from '@/functions/src/database-paths';
import { sha256 } from '@/functions/src/hashing';
import { CONFIRMATION_INTERVAL } from '@/functions/src/newsletter-confirmation';
import { rekeyNewsletter } from '@/functions/src/newsletter-keys';
import { apiEndpoints } from '@/lib/api-endpoints';
import { newsletterPages } from '@/lib/newsletter-pages';
import { adminDatabase } from './admin';
import { uniqueEmail } from '../support/emulators';
import {
  emulatorSetting,
  endpointTests,
  linkIn,
  linkParams,
  mailsArrived,
  mailsTo,
  post,
  siteUrl,
  stored,
  type Answer,
  type CapturedMail,
  newsletterEntryId,
  emulatorSecret,
  queueIdle,
  eventually,
} from './endpoints';

const CHECK_INBOX = { status: 202, body: { outcome: 'check-inbox' } };
const entryPath = (email: string) => `${collections.newsletter}/${newsletterEntryId(email)}`;

let visitors = 0;
const visitor = () => `newsletter-visitor-${process.pid}-${visitors++}`;

const subscribe = (email: string, client = visitor()) =>
  post(
    apiEndpoints.newsletterSubscribe,
    { email, page: '/welcome', locale: 'en', website: '' },
    { client },
  );

/** The confirmation mail to `email`, which must be the only one. */
async function onlyMailTo(email: string): Promise<CapturedMail> {
  return (await mailsArrived(email))[0];
}

/** The id and token of a link, as the confirm and unsubscribe pages post them. */
const fromLink = linkParams;

const postOneClick = (url: URL, method = 'POST', client?: string) =>
  post(`${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', {
    method,
    client,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function subscribed(email: string) {
  expect(await subscribe(email)).toMatchObject(CHECK_INBOX);
  const mail = await onlyMailTo(email);
  return {
    mail,
    confirm: linkIn(mail, `${siteUrl}${newsletterPages.confirm}#`),
    unsubscribe: linkIn(mail, `${siteUrl}${newsletterPages.unsubscribe}#`),
    oneClick: new URL(mail.headers['list-unsubscribe'].replace(/^<|>$/g, '')),
  };
}

endpointTests();

describe('POST /api/newsletter refuses bad input with 400, storing nothing', () => {
  test.each([
    ['no e-mail', { page: '/welcome' }, { email: 'required' }],
    ['malformed e-mail', { email: 'reader@', page: '/welcome' }, { email: 'email' }],
    ['wrong type', { email: ['a@example.com'], page: '/welcome' }, { email: 'type' }],
    ['no page', { email: 'reader@example.com' }, { page: 'required' }],
    ['page not a site path', { email: 'r@example.com', page: 'http://x' }, { page: 'format' }],
    ['extra field', { email: 'r@example.com', page: '/', name: 'Ana' }, { name: 'unknown' }],
  ])('%s', async (_, body, fields) => {
    const outbox = async () => Object.keys((await stored(collections.outbox)) ?? {});
    const before = [await stored(collections.newsletter), await outbox()];
    const answer = await post(apiEndpoints.newsletterSubscribe, body, { client: visitor() });
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-fields', fields } });
    expect([await stored(collections.newsletter), await outbox()]).toEqual(before);
    expect(await stored(collections.quotas)).toBeNull();
  });
});

describe('double opt-in', () => {
  test('subscribe -> mail -> confirm -> one-click unsubscribe -> gone', async () => {
    const email = uniqueEmail('reader');
    const links = await subscribed(email);

    // Pending: tokens only as hashes, 7 days to confirm.
    const pending = (await stored<NewsletterEntry>(entryPath(email)))!;
    expect(pending).toMatchObject({ email, status: 'pending', page: '/welcome' });
    expect(pending.confirmTokenHash).toBe(sha256(fromLink(links.confirm).token!));
    expect(pending.unsubscribeTokenHash).toBe(sha256(fromLink(links.unsubscribe).token!));
    expect(JSON.stringify(pending)).not.toContain(fromLink(links.confirm).token);
    expect(pending.expiresAt! - pending.requestedAt).toBe(7 * 24 * 3_600_000);

    // Every mail: RFC 8058 headers for the one-click endpoint, and the visible page link.
    expect(links.mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(links.oneClick.pathname).toBe(apiEndpoints.newsletterUnsubscribe);
    expect(fromLink(links.oneClick)).toEqual(fromLink(links.unsubscribe));

    const confirmed = await post(apiEndpoints.newsletterConfirm, fromLink(links.confirm));
    expect(confirmed).toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
    const entry = (await stored<NewsletterEntry>(entryPath(email)))!;
    expect(entry).toMatchObject({
      status: 'confirmed',
      page: '/welcome',
      requestedAt: pending.requestedAt,
      confirmedAt: expect.any(Number),
    });
    expect(entry.expiresAt).toBeUndefined();
    // Following the link again says the same.
    expect(await post(apiEndpoints.newsletterConfirm, fromLink(links.confirm))).toMatchObject({
      status: 200,
    });

    // A GET (a mail scanner following the link) must not unsubscribe.
    expect((await postOneClick(links.oneClick, 'GET')).status).toBe(405);
    expect(await stored(entryPath(email))).not.toBeNull();
    expect(await postOneClick(links.oneClick)).toMatchObject({
      status: 200,
      body: { outcome: 'unsubscribed' },
    });
    expect(await stored(entryPath(email))).toBeNull();
  });

  test('the same answer for a listed and an unlisted address; a listed one gets no mail', async () => {
    const listed = uniqueEmail('listed');
    const { confirm } = await subscribed(listed);
    await post(apiEndpoints.newsletterConfirm, fromLink(confirm));
    const unlisted = uniqueEmail('unlisted');
    const answers = [await subscribe(listed), await subscribe(unlisted)];
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual(CHECK_INBOX);
    }
    expect(answers[0].text).toBe(answers[1].text);
    await mailsArrived(unlisted);
    await queueIdle();
    expect(await mailsTo(listed)).toHaveLength(1);
    expect(await mailsTo(unlisted)).toHaveLength(1);
    expect(await stored(`${entryPath(listed)}/status`)).toBe('confirmed');
  });

  test('asking again within the day sends nothing new, and the first mail’s links still work', async () => {
    const email = uniqueEmail('again');
    const first = await subscribed(email);
    expect(await subscribe(email)).toMatchObject(CHECK_INBOX);
    await queueIdle();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await post(apiEndpoints.newsletterConfirm, fromLink(first.confirm))).toMatchObject({
      status: 200,
      body: { outcome: 'confirmed' },
    });
  });

  test('a day after its mail, asking again sends new links; the old ones stop working', async () => {
    const email = uniqueEmail('next-day');
    const first = await subscribed(email);
    await adminDatabase()
      .ref(`${entryPath(email)}/requestedAt`)
      .set(Date.now() - CONFIRMATION_INTERVAL);
    expect(await subscribe(email)).toMatchObject(CHECK_INBOX);
    const received = await mailsArrived(email, { count: 2 });
    const stale = await post(apiEndpoints.newsletterConfirm, fromLink(first.confirm));
    expect(stale).toMatchObject({ status: 400, body: { error: 'invalid-link' } });
    const second = linkIn(received[1], `${siteUrl}${newsletterPages.confirm}#`);
    expect(await post(apiEndpoints.newsletterConfirm, fromLink(second))).toMatchObject({
      status: 200,
    });
  });

  test('an expired pending entry cannot be confirmed', async () => {
    const email = uniqueEmail('late');
    const { confirm } = await subscribed(email);
    await adminDatabase()
      .ref(`${entryPath(email)}/expiresAt`)
      .set(Date.now() - 1);
    expect(await post(apiEndpoints.newsletterConfirm, fromLink(confirm))).toMatchObject({
      status: 400,
      body: { error: 'invalid-link' },
    });
    expect(await stored(`${entryPath(email)}/status`)).toBe('pending');
  });

  test('links with a wrong token, for listed and unlisted ids alike, change nothing', async () => {
    const email = uniqueEmail('guarded');
    const { confirm, unsubscribe } = await subscribed(email);
    const wrong = { ...fromLink(confirm), token: fromLink(unsubscribe).token };
    const unknown = {
      id: newsletterEntryId(uniqueEmail('nobody')),
      token: fromLink(confirm).token,
    };
    const answers: Answer[] = [
      await post(apiEndpoints.newsletterConfirm, wrong),
      await post(apiEndpoints.newsletterConfirm, unknown),
      await post(apiEndpoints.newsletterUnsubscribe, fromLink(confirm)),
      await post(apiEndpoints.newsletterUnsubscribe, {
        ...unknown,
        token: fromLink(unsubscribe).token,
      }),
    ];
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { error: 'invalid-link' },
      });
    }
    expect(await stored(`${entryPath(email)}/status`)).toBe('pending');
  });
});

describe('unsubscribing without the mail client', () => {
  test('the page posts JSON: 200', async () => {
    const email = uniqueEmail('json');
    const { unsubscribe } = await subscribed(email);
    const answer = await post(apiEndpoints.newsletterUnsubscribe, fromLink(unsubscribe));
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'unsubscribed' } });
    expect(await stored(entryPath(email))).toBeNull();
  });

  test('a plain form post: redirected to the outcome page', async () => {
    const email = uniqueEmail('form');
    const { unsubscribe } = await subscribed(email);
    const form = (id: string, token: string) =>
      post(apiEndpoints.newsletterUnsubscribe, new URLSearchParams({ id, token }).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const { id, token } = fromLink(unsubscribe);
    const done = await form(id!, token!);
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('location')!, siteUrl).pathname).toBe(
      newsletterPages.unsubscribed,
    );
    expect(await stored(entryPath(email))).toBeNull();
    const again = await form(id!, token!);
    expect(new URL(again.headers.get('location')!, siteUrl).pathname).toBe(
      newsletterPages.invalidLink,
    );
  });
});

describe('POST /api/newsletter quotas: request N+1 gets 429, queues and counts nothing', () => {
  async function refusedAfter(limit: number, send: (i: number) => Promise<Answer>) {
    for (let i = 0; i < limit; i++) expect(await send(i)).toMatchObject(CHECK_INBOX);
    const queued = async () => Object.keys((await stored(collections.outbox)) ?? {});
    const before = [await queued(), await stored(collections.quotas)];
    const answer = await send(limit);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.body).toMatchObject({ error: 'rate-limited', retryAt: expect.any(String) });
    expect([await queued(), await stored(collections.quotas)]).toEqual(before);
  }

  test('per visitor', async () => {
    const client = visitor();
    await refusedAfter(emulatorSetting('QUOTA_NEWSLETTER_CLIENT'), () =>
      subscribe(uniqueEmail('quota'), client),
    );
  });

  test('strangers who ask for an address neither refuse its owner nor mail it more than once a day', async () => {
    const email = uniqueEmail('popular');
    // Three strangers, each a visitor of their own, then the owner.
    for (let i = 0; i < 4; i++) expect(await subscribe(email)).toMatchObject(CHECK_INBOX);
    await queueIdle();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('past the site-wide count the form stays open, one request per visitor', async () => {
    for (let i = 0; i < emulatorSetting('QUOTA_NEWSLETTER_GLOBAL'); i++) {
      expect(await subscribe(uniqueEmail('crowd'))).toMatchObject(CHECK_INBOX);
    }
    const client = visitor();
    await refusedAfter(emulatorSetting('QUOTA_NEWSLETTER_DEGRADED'), () =>
      subscribe(uniqueEmail('late'), client),
    );
  });
});

describe('nobody can tell from an address whether it is on the list', () => {
  test('an entry’s id is keyed with a secret of the deployment, not a hash anyone can compute', async () => {
    const email = uniqueEmail('keyed');
    await subscribed(email);
    expect(await stored(`${entryPath(email)}/email`)).toBe(email);
    expect(await stored(`${collections.newsletter}/${sha256(email)}`)).toBeNull();
  });

  test('a visitor’s refused links are counted: past the hour’s limit, 429, and a good link still works for others', async () => {
    const email = uniqueEmail('guessed');
    const { confirm } = await subscribed(email);
    const guesser = visitor();
    const guess = (i: number) =>
      post(
        apiEndpoints.newsletterUnsubscribe,
        { id: newsletterEntryId(uniqueEmail(`guess-${i}`)), token: fromLink(confirm).token },
        { client: guesser },
      );
    const limit = emulatorSetting('QUOTA_NEWSLETTERLINK_CLIENT');
    for (let i = 0; i < limit; i++) expect((await guess(i)).status).toBe(400);
    expect(await guess(limit)).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect(
      await post(apiEndpoints.newsletterConfirm, fromLink(confirm), { client: visitor() }),
    ).toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
  });
});

test("a confirmed subscription lifts the address's suppression: its owner reads its mail", async () => {
  const email = uniqueEmail('lifted');
  const { confirm } = await subscribed(email);
  // A refusal after the confirmation mail went (the provider's report, or an old 5xx).
  const suppression = `${collections.suppressedAddresses}/${newsletterEntryId(email)}`;
  await adminDatabase().ref(suppression).set({ since: Date.now(), code: 554 });
  expect(
    await post(apiEndpoints.newsletterConfirm, fromLink(confirm), { client: visitor() }),
  ).toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
  expect(await stored(suppression)).toBeNull();
});

describe("a visitor past the hour's refused links", () => {
  /** A visitor (one address for many readers: a NAT, a mail provider) who sent `limit` stale links. */
  async function pastTheLimit() {
    const client = visitor();
    const { unsubscribe } = await subscribed(uniqueEmail('stale'));
    const stale = fromLink(unsubscribe);
    expect((await post(apiEndpoints.newsletterUnsubscribe, stale, { client })).status).toBe(200);
    const limit = emulatorSetting('QUOTA_NEWSLETTERLINK_CLIENT');
    for (let i = 0; i < limit; i++) {
      expect((await post(apiEndpoints.newsletterUnsubscribe, stale, { client })).status).toBe(400);
    }
    expect(await post(apiEndpoints.newsletterUnsubscribe, stale, { client })).toMatchObject({
      status: 429,
    });
    return client;
  }

  test('still unsubscribes with a good link: one-click (RFC 8058), JSON and the form without script', async () => {
    const client = await pastTheLimit();
    const [oneClick, json, form] = await Promise.all(
      ['one-click', 'json', 'form'].map((how) => subscribed(uniqueEmail(how))),
    );
    expect(await postOneClick(oneClick.oneClick, 'POST', client)).toMatchObject({ status: 200 });
    expect(
      await post(apiEndpoints.newsletterUnsubscribe, fromLink(json.unsubscribe), { client }),
    ).toMatchObject({ status: 200, body: { outcome: 'unsubscribed' } });
    const { id, token } = fromLink(form.unsubscribe);
    const answer = await post(
      apiEndpoints.newsletterUnsubscribe,
      new URLSearchParams({ id: id!, token: token! }).toString(),
      { client, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!, siteUrl).pathname).toBe(
      newsletterPages.unsubscribed,
    );
    for (const { mail } of [oneClick, json, form]) {
      expect(await stored(entryPath(mail.to[0].address))).toBeNull();
    }
  });

  test('still confirms with a good link', async () => {
    const client = await pastTheLimit();
    const { confirm } = await subscribed(uniqueEmail('late-confirm'));
    expect(await post(apiEndpoints.newsletterConfirm, fromLink(confirm), { client })).toMatchObject(
      { status: 200, body: { outcome: 'confirmed' } },
    );
  });
});

describe('tokens in no request log', () => {
  test('the pages’ links carry theirs in the fragment, which no request sends; only the one-click address, used up by its post, has a query', async () => {
    const email = uniqueEmail('unlogged');
    const { mail, confirm, unsubscribe, oneClick } = await subscribed(email);
    for (const link of [confirm, unsubscribe]) {
      expect(link.search).toBe('');
      expect(linkParams(link).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const addresses = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(addresses.filter((address) => address.includes('token='))).toEqual([
      confirm.href,
      unsubscribe.href,
    ]);
    expect(oneClick.searchParams.get('token')).toBe(linkParams(unsubscribe).token);
    expect(await postOneClick(oneClick)).toMatchObject({ status: 200 });
    expect(await postOneClick(oneClick)).toMatchObject({ status: 400 });
  });
});

describe('entries from before the ids were keyed', () => {
  /** An entry as the list held it under its address's plain hash, with the links mailed for it. */
  async function legacyEntry(email: string) {
    const tokens = { confirm: `c${sha256(email)}`.slice(0, 43), unsubscribe: sha256(`u${email}`) };
    const entry: NewsletterEntry = {
      email,
      status: 'confirmed',
      requestedAt: Date.now() - 86_400_000,
      confirmedAt: Date.now() - 86_000_000,
      page: '/welcome',
      locale: 'en',
      confirmTokenHash: sha256(tokens.confirm),
      unsubscribeTokenHash: sha256(tokens.unsubscribe),
    };
    const legacyId = sha256(email);
    await adminDatabase().ref(`${collections.newsletter}/${legacyId}`).set(entry);
    return { legacyId, tokens };
  }

  test('move to their keyed ids, and the links mailed before still unsubscribe', async () => {
    const email = uniqueEmail('legacy');
    const { legacyId, tokens } = await legacyEntry(email);
    expect(await rekeyNewsletter(adminDatabase(), emulatorSecret('QUOTA_SALT'))).toBeGreaterThan(0);
    expect(await stored(`${collections.newsletter}/${legacyId}`)).toBeNull();
    expect(await stored(`${entryPath(email)}/status`)).toBe('confirmed');
    expect(
      await post(apiEndpoints.newsletterUnsubscribe, { id: legacyId, token: tokens.unsubscribe }),
    ).toMatchObject({ status: 200, body: { outcome: 'unsubscribed' } });
    expect(await stored(entryPath(email))).toBeNull();
  });

  test('a fragment with no address is passed over, and the others still move', async () => {
    const fragment = `${collections.newsletter}/${sha256(uniqueEmail('fragment'))}`;
    await adminDatabase().ref(`${fragment}/letterTokenHashes/x`).set(true);
    const email = uniqueEmail('legacy-beside');
    const { legacyId } = await legacyEntry(email);
    expect(await rekeyNewsletter(adminDatabase(), emulatorSecret('QUOTA_SALT'))).toBeGreaterThan(0);
    expect(await stored(`${collections.newsletter}/${legacyId}`)).toBeNull();
    expect(await stored(`${entryPath(email)}/status`)).toBe('confirmed');
    expect(await stored(fragment)).toEqual({ letterTokenHashes: { x: true } });
    await adminDatabase().ref(fragment).remove();
  });

  test('an address that asks again is moved, not listed twice', async () => {
    const email = uniqueEmail('legacy-again');
    const { legacyId } = await legacyEntry(email);
    expect(await subscribe(email)).toMatchObject(CHECK_INBOX);
    await eventually(async () => {
      expect(await stored(`${collections.newsletter}/${legacyId}`)).toBeNull();
    });
    expect(await stored(`${entryPath(email)}/status`)).toBe('confirmed');
    const entries = await adminDatabase()
      .ref(collections.newsletter)
      .orderByChild('email')
      .equalTo(email)
      .once('value');
    expect(Object.keys(entries.val())).toEqual([newsletterEntryId(email)]);
  });
});
