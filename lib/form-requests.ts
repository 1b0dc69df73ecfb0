import { apiEndpoints } from '@/lib/api-endpoints';
import { audienceEntry } from '@/lib/audience/visit';
import { idTokenIfLoaded } from '@/lib/firebase/client';
import { HONEYPOT, PAGE_PATH, type FieldProblem } from '@/lib/form-checks';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfPath } from '@/lib/i18n/paths';
import { NotSent, postJson, type JsonAnswer, type NotSentReason } from '@/lib/post-json';

/**
 * The forms' requests to the site's functions (functions/README.md holds the contract), each
 * turned into an Outcome: every answer, and every way of getting none, is one of these; nothing
 * here throws.
 */
export type Outcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'check-inbox' }
  | { kind: 'confirmed' }
  | { kind: 'unsubscribed' }
  | { kind: 'invalid-fields'; fields: Record<string, FieldProblem> }
  | { kind: 'invalid-link' }
  | { kind: 'invalid-id-token' }
  | { kind: 'rate-limited'; retryAt: Date }
  | { kind: 'in-progress'; retryAfter: number }
  | { kind: 'not-sent'; reason: NotSentReason }
  | { kind: 'failed' };

const seconds = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 1);

/** When a refused visitor may try again: the answer's retryAt, else now plus its retryAfter. */
function retryAt(body: Record<string, unknown>): Date {
  const at = new Date(String(body.retryAt));
  return Number.isNaN(at.getTime()) ? new Date(Date.now() + seconds(body.retryAfter) * 1000) : at;
}

/**
 * Why a gateway answered in the function's place, if it did: Hosting's own 502 or 503 (not one of
 * the functions' JSON answers, which always name an outcome or an error) means the function could
 * not be reached, as when the request gets nowhere; its 504, that the answer came too late.
 */
function gatewayFailure({ status, body }: JsonAnswer): NotSentReason | undefined {
  if ('outcome' in body || 'error' in body) return undefined;
  if (status === 502 || status === 503) return 'network';
  if (status === 504) return 'timeout';
  return undefined;
}

function outcomeOf(answer: JsonAnswer): Outcome {
  const gateway = gatewayFailure(answer);
  if (gateway) return { kind: 'not-sent', reason: gateway };
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    switch (body.outcome) {
      case 'sent':
        if (typeof body.reference === 'string') return { kind: 'sent', reference: body.reference };
        break;
      case 'check-inbox':
      case 'confirmed':
      case 'unsubscribed':
        return { kind: body.outcome };
    }
    return { kind: 'failed' };
  }
  switch (body.error) {
    case 'invalid-fields': {
      const fields = typeof body.fields === 'object' && body.fields !== null ? body.fields : {};
      return { kind: 'invalid-fields', fields: fields as Record<string, FieldProblem> };
    }
    case 'rate-limited':
      return { kind: 'rate-limited', retryAt: retryAt(body) };
    case 'in-progress':
      return { kind: 'in-progress', retryAfter: seconds(body.retryAfter) };
    case 'invalid-link':
    case 'invalid-id-token':
      return { kind: body.error };
  }
  return { kind: 'failed' };
}

type Headers = () => Promise<Record<string, string>>;

async function request(path: string, body: unknown, headers?: Headers): Promise<Outcome> {
  try {
    return outcomeOf(await postJson(path, body, headers));
  } catch (error) {
    return error instanceof NotSent
      ? { kind: 'not-sent', reason: error.reason }
      : { kind: 'failed' };
  }
}

/** App Check's code, fetched when a form is first used rather than with the page. */
const appCheck = () => import('@/lib/firebase/app-check');
const appCheckHeaders: Headers = async () => (await appCheck()).appCheckHeaders();

/**
 * Called when a form gets focus: starts loading App Check (in production, with reCAPTCHA's
 * script), so it is usually ready by the time the visitor sends.
 */
export function prepareRequests(): void {
  appCheck()
    .then((module) => module.prepareAppCheck())
    .catch(() => undefined);
}

export interface ContactMessage {
  name: string;
  email: string;
  /** The language of the page the form is on, which support is told and answers in. */
  locale: Locale;
  topic: string;
  message: string;
  [HONEYPOT]: string;
}

/** How often a request still being handled (409) is asked about again, and the longest wait. */
const IN_PROGRESS_TRIES = 3;
const IN_PROGRESS_MAX_WAIT_S = 10;

const wait = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/**
 * POST /api/contact. `idempotencyKey` stays the same for every try of one message, so the
 * function stores and mails it once however often it is sent. A signed-in visitor's message
 * carries their ID token when Firebase is already on the page; if the function refuses the
 * token, the message goes without it rather than not at all. On a measured page each of these
 * requests also names the visit's entry page, so the function counts the conversion
 * (audienceEntry).
 */
export async function sendContact(message: ContactMessage, idempotencyKey: string) {
  let idToken = await idTokenIfLoaded();
  const body = { ...message, idempotencyKey, ...audienceEntry() };
  const headers: Headers = async () => ({
    ...(await appCheckHeaders()),
    ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
  });
  for (let tries = 1; ; tries++) {
    const outcome = await request(apiEndpoints.contact, body, headers);
    if (outcome.kind === 'invalid-id-token' && idToken) {
      idToken = undefined;
    } else if (outcome.kind === 'in-progress' && tries < IN_PROGRESS_TRIES) {
      await wait(Math.min(outcome.retryAfter, IN_PROGRESS_MAX_WAIT_S));
    } else {
      return outcome;
    }
  }
}

/**
 * POST /api/newsletter, with the page the visitor subscribed on (kept as part of their consent)
 * and its language, which every letter to the address is then written in; a path the function
 * would not take is sent as the home page's.
 */
export function subscribe(email: string, page: string, honeypot: string) {
  const body = {
    email,
    page: PAGE_PATH.test(page) ? page : '/',
    locale: localeOfPath(page),
    [HONEYPOT]: honeypot,
    ...audienceEntry(),
  };
  return request(apiEndpoints.newsletterSubscribe, body, appCheckHeaders);
}

/** A newsletter link's id and token, as the confirmation mail's links carry them. */
export interface NewsletterLink {
  id: string;
  token: string;
}

export function confirmSubscription(link: NewsletterLink) {
  return request(apiEndpoints.newsletterConfirm, { ...link, ...audienceEntry() }, appCheckHeaders);
}

/** No App Check here: the link's token is the authorisation (mail clients have no App Check). */
export function unsubscribe(link: NewsletterLink) {
  return request(apiEndpoints.newsletterUnsubscribe, link);
}
