// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
import { OPT_OUT_COOKIE, OPT_OUT_VALUE } from './audience-fields';

/**
 * The privacy policy's choice, made with a form that needs no script: the function answers with
 * the cookie and sends the visitor back to the policy, at the part that says what became of it
 * (shown by CSS's :target, so no script either).
 */
export const CHOICES = ['off', 'on'] as const;
export type Choice = (typeof CHOICES)[number];

/** Where on the privacy policy each outcome is said. */
export const choiceAnchor = (choice: Choice) => `measurement-${choice}`;

/** How long the opt-out lasts: 13 months, the longest the CNIL allows such a choice to be kept. */
export const OPT_OUT_SECONDS = 395 * 86_400;

/** Whether this browser's cookies (document.cookie) hold the opt-out. */
export const optedOut = (cookies: string): boolean =>
  cookies.split(/;\s*/).includes(`${OPT_OUT_COOKIE}=${OPT_OUT_VALUE}`);
