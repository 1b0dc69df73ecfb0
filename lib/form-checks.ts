// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
import { locales } from './i18n/locales';
import {
  email,
  maxLength,
  noControlCodes,
  noMarkup,
  oneOf,
  required,
  type Check,
  type Problem,
} from './validation';

/**
 * The checks of each form that posts to the site's functions, field by field. The form runs them
 * before sending; the function runs the same ones on what arrives, so both refuse alike.
 */
export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * A person's name, wherever one is typed: the contact form, and the account forms, whose name
 * database.rules.json holds to the same (a profile's displayName).
 */
export const nameChecks = [required, maxLength(MAX_NAME_LENGTH), noMarkup, noControlCodes];

/** The contact form's checks, given the topics it offers (the `forms` messages, content/messages.yaml). */
export function contactChecks(topics: readonly string[]) {
  return {
    name: nameChecks,
    email: [email],
    topic: [required, oneOf(topics)],
    message: [required, maxLength(MAX_MESSAGE_LENGTH)],
  } satisfies Record<string, readonly Check[]>;
}

export const newsletterChecks = {
  email: [email],
} satisfies Record<string, readonly Check[]>;

/**
 * Problems only a request the forms did not make can have: a value that is not a string, a field
 * nobody asked for, a value not in its machine format (keys, tokens, page paths).
 */
const requestProblems = ['type', 'unknown', 'format'] as const;

/** A function's word for a field's problem: one the forms' checks find, or one of those. */
export type FieldProblem = Problem | (typeof requestProblems)[number];

/** Whether the forms have words for a problem (the `forms` messages' `validation`). */
export const isFormProblem = (problem: FieldProblem): problem is Problem =>
  !(requestProblems as readonly string[]).includes(problem);

/**
 * The honeypot: a field every form that posts to the functions carries, hidden from people and
 * assistive technology, so only a robot fills it. A request with it filled is answered as a
 * success and otherwise dropped.
 */
export const HONEYPOT = 'website';

/**
 * The language a form was filled in, which the functions store and write every later mail in:
 * one of the site's locales, sent by the form, never typed (lib/i18n/locales).
 */
export const LOCALE = new RegExp(`^(${locales.join('|')})$`);

/** A site path, as the newsletter form reports the page it was on (consent's "where"). */
export const PAGE_PATH = /^\/[a-z0-9\-/]{0,200}$/;
