import * as logger from 'firebase-functions/logger';
import type { SendMailOptions } from 'nodemailer';
import {
  collections,
  letterOutboxId,
  letterPath,
  newsletterPath,
  suppressionPath,
  type LetterSend,
  type NewsletterEntry,
  type OutboxEntry,
} from '@/functions/src/database-paths';
import { sha256 } from '@/functions/src/hashing';
import { fanOutBatch } from '@/functions/src/letter-fan-out';
import type { LetterBatchTask } from '@/functions/src/letter-queue';
import { LATE_MS, runLetterSchedule, STALLED_MS } from '@/functions/src/letter-schedule';
import { deliverMail } from '@/functions/src/mail-delivery';
import { newsletterUnsubscribe } from '@/functions/src/newsletter';
import { MAIL_PACE, SEND_LEASE_MS } from '@/functions/src/outbox';
import { sendMail } from '@/functions/src/send-mail';
import type { Services } from '@/functions/src/services';
import { smtpUrl } from '@/lib/backend.mjs';
import { functionsContent } from '@/lib/content/functions-content';
import { siteLetters, type SiteLetters } from '@/lib/content/site-letters';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { letterPath as letterPagePath } from '@/lib/newsletter-pages';
import { REFUSED_FOR_GOOD, REFUSED_FOR_NOW } from '../../scripts/lib/refusing-mail-server.mjs';
import { requireEmulators, uniqueEmail } from '../support/emulators';
import { adminDatabase, closeAdmins } from './admin';
import { mails, stored, type CapturedMail, newsletterEntryId, emulatedSettings } from './endpoints';

/**
 * A letter to a few hundred subscribers on the real engines (the schedule, the fan-out, the
 * outbox's delivery) against the database stand-in and the mail catcher, with the two task queues
 * played here as Cloud Tasks plays them: named tasks, a name given twice kept once. The sender is
 * killed mid-way; a new one, later, runs every task again. Every confirmed subscriber gets the
 * letter once, in their language; those who left before their turn, and those never confirmed,
 * get nothing; the counts add up.
 */
jest.mock('firebase-functions/logger');

const SUBSCRIBERS = 300;
const PENDING = 10;
/** Subscribers who leave before the letter starts, and after it started, before their turn. */
const LEFT_BEFORE = 10;
const LEFT_MIDWAY = 5;
/** The mails the first sender gets out before it dies. */
const KILL_AFTER = 200;

const content = functionsContent();
const [realLetter] = siteLetters().letters;
/** The site's letters: the real first one under `slug`, due at `sendAt` (a minute ago). */
const lettersWith = (slug: string, sendAt = Date.now() - 60_000): SiteLetters => ({
  letters: [{ ...realLetter, slug, sendAt }],
});
// The real first letter under a slug of its own: no other run shares its record or its mails.
const slug = `test-letter-${process.pid}-${Date.now()}`;
const letters = lettersWith(slug);
const settings = emulatedSettings(content.site.url);
const sendThroughCatcher = (message: SendMailOptions) => sendMail(smtpUrl(), 3_000, message);

/**
 * The sender of the first run: it gets `limit` mails out, then dies like a killed process: every
 * later call hangs for good, holding the entry it claimed until its lease runs out.
 */
function senderDyingAfter(limit: number) {
  let sent = 0;
  let die!: () => void;
  const sender = {
    hung: 0,
    died: new Promise<void>((resolve) => (die = resolve)),
    send: async (message: SendMailOptions) => {
      if (sent >= limit) {
        sender.hung += 1;
        die();
        return new Promise<void>(() => {});
      }
      sent += 1;
      await sendThroughCatcher(message);
    },
  };
  return sender;
}

/**
 * The fan-out's queue and the mail queue. `run` dispatches as the deployed queues do: a batch,
 * then the mails it queued, MAIL_PACE's number at a time (the next batch waits for them, as the
 * fan-out's delay makes it), until nothing is left or `stop` settles. A task that fails (the
 * queue would retry it) runs again at the end.
 */
function taskQueues() {
  const batches = new Map<string, LetterBatchTask>();
  const mailIds = new Set<string>();
  const deliveries = { started: 0, settled: 0 };
  const services = (now: () => number, send: (message: SendMailOptions) => Promise<void>) => ({
    db: adminDatabase(),
    content,
    letters: async () => letters,
    settings,
    now,
    sendMail: send,
    enqueueMail: async (id: string) => {
      mailIds.add(id);
    },
    enqueueLetterBatch: async (task: LetterBatchTask, taskId: string) => {
      if (!batches.has(taskId)) batches.set(taskId, task);
    },
  });
  type Run = ReturnType<typeof services>;

  async function deliverAll(run: Run, ids: string[], stopped: () => boolean) {
    const failed: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let id = ids[next++]; id !== undefined && !stopped(); id = ids[next++]) {
        deliveries.started += 1;
        await deliverMail(run, id, { final: false })
          .catch(() => failed.push(id))
          .finally(() => (deliveries.settled += 1));
      }
    };
    await Promise.all(Array.from({ length: MAIL_PACE.maxConcurrentDispatches }, worker));
    return failed;
  }

  /** Runs every task queued so far, from the first, and those they queue, until none is left. */
  async function run(services: Run, stop: Promise<unknown> = new Promise(() => {})) {
    let stopped = false;
    const halt = stop.then(() => (stopped = true));
    let [batchesRun, mailsRun] = [0, 0];
    let retries: string[] = [];
    while (!stopped) {
      const batch = [...batches.values()][batchesRun];
      if (batch) {
        batchesRun += 1;
        await Promise.race([fanOutBatch(services, batch), halt]);
      }
      const queued = [...mailIds].slice(mailsRun);
      mailsRun += queued.length;
      if (!batch && queued.length === 0 && retries.length === 0) return;
      const delivering = deliverAll(services, [...queued, ...retries], () => stopped);
      retries = await Promise.race([delivering, halt.then(() => [])]);
    }
  }

  return { services, run, deliveries };
}

const subscriber = (index: number, status: NewsletterEntry['status']): NewsletterEntry => ({
  email: uniqueEmail(`letter${index}`),
  status,
  requestedAt: Date.now(),
  page: '/welcome',
  locale: locales[index % locales.length],
  confirmTokenHash: sha256(`confirm ${index}`),
  unsubscribeTokenHash: sha256(`unsubscribe ${index}`),
  ...(status === 'confirmed' ? { confirmedAt: Date.now() } : { expiresAt: Date.now() + 3_600_000 }),
});

async function store(entries: NewsletterEntry[]) {
  const db = adminDatabase();
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    await db
      .ref()
      .update(
        Object.fromEntries(
          chunk.map((entry) => [newsletterPath(newsletterEntryId(entry.email)), entry]),
        ),
      );
  }
}

const listed = async () =>
  ((await stored<Record<string, NewsletterEntry>>(collections.newsletter)) ?? {}) as Record<
    string,
    NewsletterEntry
  >;

async function letterEntries(): Promise<Record<string, OutboxEntry>> {
  const prefix = letterOutboxId(slug, '');
  const snapshot = await adminDatabase()
    .ref(collections.outbox)
    .orderByKey()
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .once('value');
  return snapshot.val() ?? {};
}

const recipient = (mail: CapturedMail) => mail.to[0].address;

beforeAll(requireEmulators);
afterAll(closeAdmins);

test('a letter reaches every confirmed subscriber once, in their language, across a crash', async () => {
  const startedAt = performance.now();
  const ours = [
    ...Array.from({ length: SUBSCRIBERS + LEFT_BEFORE }, (_, i) => subscriber(i, 'confirmed')),
    ...Array.from({ length: PENDING }, (_, i) =>
      subscriber(SUBSCRIBERS + LEFT_BEFORE + i, 'pending'),
    ),
  ];
  await store(ours);
  const leftBefore = ours.slice(SUBSCRIBERS, SUBSCRIBERS + LEFT_BEFORE);
  await adminDatabase()
    .ref()
    .update(
      Object.fromEntries(
        leftBefore.map((entry) => [newsletterPath(newsletterEntryId(entry.email)), null]),
      ),
    );
  // Everyone confirmed now, this test's subscribers and any an earlier test left.
  const confirmed = Object.entries(await listed()).filter(
    ([, entry]) => entry.status === 'confirmed',
  );

  // The first run: the schedule starts the letter, and the sender dies after KILL_AFTER mails.
  const queues = taskQueues();
  const dying = senderDyingAfter(KILL_AFTER);
  const first = queues.services(Date.now, dying.send);
  expect(await runLetterSchedule(first)).toEqual({ started: [slug], resumed: [], missed: [] });
  expect(await runLetterSchedule(first)).toEqual({ started: [], resumed: [], missed: [] });
  await queues.run(first, dying.died);
  // What the dead process had in hand is done or held: its hung attempts keep their entries.
  await new Promise<void>((resolve) => {
    const check = () =>
      queues.deliveries.settled + dying.hung >= queues.deliveries.started
        ? resolve()
        : setTimeout(check, 50);
    check();
  });
  const crashed = await stored<LetterSend>(letterPath(slug));
  expect(crashed?.fannedOutAt).toBeUndefined();

  // Between the runs, a few whose mail has not gone yet unsubscribe.
  const waiting = Object.values(await letterEntries()).filter((entry) => entry.status !== 'sent');
  expect(waiting.length).toBeGreaterThan(LEFT_MIDWAY);
  const leftMidway = waiting.slice(0, LEFT_MIDWAY).map((entry) => entry.subscriber!);
  await adminDatabase()
    .ref()
    .update(Object.fromEntries(leftMidway.map((id) => [newsletterPath(id), null])));

  // A new run, once the dead one's fan-out is quiet and its leases have run out: the schedule
  // resumes the fan-out, then every task ever queued runs again (Cloud Tasks retries those whose
  // run died, and may run any twice).
  const later = () => Date.now() + STALLED_MS + SEND_LEASE_MS;
  const second = queues.services(later, sendThroughCatcher);
  expect(await runLetterSchedule(second)).toEqual({ started: [], resumed: [slug], missed: [] });
  await queues.run(second);
  const seconds = (performance.now() - startedAt) / 1000;
  const entriesAfter = await letterEntries();
  const mailsAfter = (await mails()).length;
  // And all of it once more: nothing is created, sent or counted again.
  await queues.run(second);
  expect(await letterEntries()).toEqual(entriesAfter);
  expect((await mails()).length).toBe(mailsAfter);

  const record = (await stored<LetterSend>(letterPath(slug)))!;
  const sentTo = new Set(confirmed.map(([id]) => id).filter((id) => !leftMidway.includes(id)));
  const letterMails = (await mails()).filter((mail) =>
    mail.headers['message-id']?.includes(`<letter-${slug}-`),
  );
  const byAddress = new Map<string, CapturedMail[]>();
  for (const mail of letterMails)
    byAddress.set(recipient(mail), [...(byAddress.get(recipient(mail)) ?? []), mail]);

  // Each confirmed subscriber: one mail, in their language, with their own unsubscribe link.
  for (const [id, entry] of confirmed) {
    const got = byAddress.get(entry.email) ?? [];
    if (!sentTo.has(id)) {
      expect(got).toEqual([]);
      continue;
    }
    expect(got).toHaveLength(1);
    const locale: Locale = entry.locale ?? defaultLocale;
    expect(got[0].subject).toBe(realLetter.mail[locale].subject);
    expect(got[0].text).toContain(`${settings.siteUrl}${localePath(letterPagePath(slug), locale)}`);
    expect(got[0].headers['list-unsubscribe']).toContain(`?id=${id}&token=`);
  }
  for (const entry of [...leftBefore, ...ours.filter((entry) => entry.status === 'pending')])
    expect(byAddress.get(entry.email)).toBeUndefined();
  const duplicates = letterMails.length - byAddress.size;
  expect(duplicates).toBe(0);
  expect(letterMails).toHaveLength(sentTo.size);

  // The counts: every listed subscriber was due; those who left midway were skipped.
  expect(record).toMatchObject({
    due: sentTo.size + LEFT_MIDWAY,
    sent: sentTo.size,
    skipped: LEFT_MIDWAY,
    failed: 0,
  });
  expect(record.reportedAt).toBeDefined();
  expect(record.fanOut).toBeUndefined();
  expect(Object.keys(entriesAfter)).toHaveLength(record.due);
  expect(logger.info).toHaveBeenCalledWith(
    'letters: a letter is done',
    expect.objectContaining({ letter: slug, due: record.due, sent: record.sent, failed: 0 }),
  );

  // The letter's own one-click link unsubscribes its reader.
  const [mail] = letterMails;
  const oneClick = new URL(mail.headers['list-unsubscribe'].replace(/^<|>$/g, ''));
  const reply = await newsletterUnsubscribe(
    {
      method: 'POST',
      header: (name) =>
        name.toLowerCase() === 'content-type' ? 'application/x-www-form-urlencoded' : undefined,
      body: { 'List-Unsubscribe': 'One-Click' },
      query: Object.fromEntries(oneClick.searchParams),
    },
    {
      ...second,
      appCheckEnforced: false,
      verifyAppCheckToken: async () => ({ alreadyConsumed: false }),
      verifyIdToken: async () => ({ uid: 'nobody' }),
    } satisfies Services,
  );
  expect(reply).toMatchObject({ status: 200, body: { outcome: 'unsubscribed' } });
  expect(await stored(newsletterPath(oneClick.searchParams.get('id')!))).toBeNull();
  // The letter counts who left through its own link.
  expect(await stored(`${letterPath(slug)}/unsubscribed`)).toBe(1);

  console.log(
    `letter test: ${confirmed.length} confirmed subscribers (${SUBSCRIBERS} of this test, in ` +
      `${locales.length} languages; ${PENDING} pending and ${LEFT_BEFORE} gone got none), ` +
      `sender killed after ${KILL_AFTER} mails, ${LEFT_MIDWAY} left before their turn; ` +
      `due ${record.due}, sent ${record.sent}, skipped ${record.skipped}, failed ` +
      `${record.failed}; ${letterMails.length} mails, ${duplicates} duplicates; ` +
      `${seconds.toFixed(1)} s`,
  );
}, 120_000);

test('a letter found too late sends nothing and is reported once; a new time sends it', async () => {
  const late = `${slug}-late`;
  const batches: string[] = [];
  const at = (sendAt: number) => ({
    ...taskQueues().services(Date.now, sendThroughCatcher),
    letters: async () => lettersWith(late, sendAt),
    enqueueLetterBatch: async (_task: LetterBatchTask, taskId: string) => {
      batches.push(taskId);
    },
  });
  const missedAt = Date.now() - LATE_MS - 60_000;
  const tooLate = at(missedAt);
  expect(await runLetterSchedule(tooLate)).toEqual({ started: [], resumed: [], missed: [late] });
  expect(await runLetterSchedule(tooLate)).toEqual({ started: [], resumed: [], missed: [] });
  expect(await stored(letterPath(late))).toEqual({ missedSendAt: missedAt });
  expect(batches).toEqual([]);

  const rescheduled = at(Date.now() - 60_000);
  expect(await runLetterSchedule(rescheduled)).toEqual({
    started: [late],
    resumed: [],
    missed: [],
  });
  expect(batches).toEqual([`${late}-batch-0`]);
  expect(await stored<LetterSend>(letterPath(late))).toMatchObject({ due: 0, sent: 0 });
});

test('an address refused for good is bounced and mailed no more; one refused for now is retried, then kept for the sweep', async () => {
  const refusing = `${slug}-refusals`;
  // Alone on the list: the subscribers the first test left would be mailed too.
  await adminDatabase().ref(collections.newsletter).remove();
  const [accepted, alsoAccepted, gone, full] = [
    subscriber(0, 'confirmed'),
    subscriber(1, 'confirmed'),
    { ...subscriber(2, 'confirmed'), email: uniqueEmail(REFUSED_FOR_GOOD) },
    { ...subscriber(3, 'confirmed'), email: uniqueEmail(REFUSED_FOR_NOW) },
  ];
  await store([accepted, alsoAccepted, gone, full]);
  const batches: LetterBatchTask[] = [];
  const queued: string[] = [];
  const services = {
    ...taskQueues().services(Date.now, sendThroughCatcher),
    letters: async () => lettersWith(refusing),
    enqueueLetterBatch: async (task: LetterBatchTask) => {
      batches.push(task);
    },
    enqueueMail: async (id: string) => {
      queued.push(id);
    },
  };
  expect(await runLetterSchedule(services)).toMatchObject({ started: [refusing] });
  for (const batch of batches) await fanOutBatch(services, batch);
  // Each mail's first attempt, as the mail queue makes it; a failure gets the queue's last try.
  const retried: string[] = [];
  for (const id of queued)
    await deliverMail(services, id, { final: false }).catch(() => retried.push(id));
  for (const id of retried) await deliverMail(services, id, { final: true });

  const entries = Object.values(
    (await adminDatabase()
      .ref(collections.outbox)
      .orderByKey()
      .startAt(letterOutboxId(refusing, ''))
      .endAt(`${letterOutboxId(refusing, '')}\uf8ff`)
      .once('value')
      .then((snapshot) => snapshot.val())) as Record<string, OutboxEntry>,
  );
  const statusOf = (entry: NewsletterEntry) =>
    entries.find((found) => found.subscriber === newsletterEntryId(entry.email))?.status;
  expect([accepted, alsoAccepted, gone, full].map(statusOf)).toEqual([
    'sent',
    'sent',
    'refused',
    'failed',
  ]);
  // Refused for good: one attempt, the address kept from every later mail.
  expect(retried).toHaveLength(1);
  const suppression = await stored<{ code: number }>(
    suppressionPath(newsletterEntryId(gone.email)),
  );
  expect(suppression).toMatchObject({ code: 550 });
  expect(await stored(suppressionPath(newsletterEntryId(full.email)))).toBeNull();
  const record = (await stored<LetterSend>(letterPath(refusing)))!;
  expect(record).toMatchObject({ due: 4, sent: 2, bounced: 1, failed: 1, skipped: 0 });
  const delivered = (await mails())
    .filter((mail) => mail.headers['message-id']?.includes(`<letter-${refusing}-`))
    .map(recipient)
    .sort();
  expect(delivered).toEqual([accepted.email, alsoAccepted.email].sort());

  // The next letter skips the suppressed address and tries the full mailbox again.
  const next = `${refusing}-next`;
  const again = { ...services, letters: async () => lettersWith(next) };
  batches.length = 0;
  queued.length = 0;
  await runLetterSchedule(again);
  for (const batch of batches) await fanOutBatch(again, batch);
  for (const id of queued) await deliverMail(again, id, { final: true }).catch(() => undefined);
  expect(await stored<LetterSend>(letterPath(next))).toMatchObject({
    due: 4,
    sent: 2,
    skipped: 1,
    failed: 1,
    bounced: 0,
  });
  await adminDatabase().ref(collections.newsletter).remove();
  console.log(
    `letter refusals: due ${record.due}, sent ${record.sent}, bounced ${record.bounced} ` +
      `(${gone.email.split('@')[0].split('.')[0]}@…: 550, suppressed), failed ${record.failed} ` +
      `(${full.email.split('@')[0].split('.')[0]}@…: 451 twice, kept for the sweep); the next ` +
      `letter skipped the suppressed address`,
  );
}, 60_000);
