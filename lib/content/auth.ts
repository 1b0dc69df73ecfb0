import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { authErrorCodes } from '@/lib/firebase/auth-errors';
import { roles, type Role } from '@/lib/roles';
import { autocomplete, link, pageHead, template, text } from './fields';
import { messagesSection } from './messages';

const field = z
  .object({ label: text, hint: text.optional(), autocomplete: autocomplete.optional() })
  .strict();

// Exhaustive: a code without a message fails the build. A request that gets no answer or fails on
// our side is worded once for every form, in the forms' `requests` messages.
const errors = z
  .record(z.enum(authErrorCodes), text)
  .describe(
    "Messages for the sign-in service's error codes, every one required. An unknown address (user-not-found, invalid-credential) gets wrong-password's message, so the form never tells whether an address has an account; the service out of reach (network-request-failed) and unknown codes get the words of Forms › Requests.",
  );

/** The texts that creating an account accepts, each a link in the line under the sign-up form. */
const consentLinks = ['terms', 'privacy'] as const;

export const authSchema = z
  .object({
    ...pageHead,
    loading: text,
    noScript: text,
    menu: z
      .object({
        signIn: text,
        account: text,
        signedOutNotice: text,
        // The header's call to action: "Create account", or on an audience page its sign-up, in a
        // word or two, since a 320 px phone has the logo and the Menu button beside it.
        create: text.max(20, 'must be at most 20 characters (it sits in the header)'),
        join: z.record(
          z.enum(roles),
          text.max(20, 'must be at most 20 characters (it sits in the header)'),
        ),
      })
      .strict(),
    tabs: z.object({ label: text, signIn: text, signUp: text }).strict(),
    fields: z
      .object({
        name: field,
        email: field,
        password: field,
        newPassword: field,
        role: z
          .object({
            placeholder: text,
            label: text,
            options: z.record(z.enum(roles), text),
          })
          .strict(),
      })
      .strict(),
    signIn: z
      .object({ heading: text, submit: text, google: text, working: text, forgot: text })
      .strict(),
    signUp: z
      .object({
        heading: text,
        submit: text,
        google: text,
        working: text,
        done: text,
        consent: template(consentLinks, consentLinks).describe(
          'Under the buttons: creating an account, with a password or with Google, accepts the terms; the privacy policy is information the member is given, not a contract they accept.',
        ),
        consentLinks: z.object({ terms: link, privacy: link }).strict(),
      })
      .strict(),
    reset: z
      .object({ heading: text, intro: text, submit: text, working: text, done: text, back: text })
      .strict(),
    account: z
      .object({
        heading: text,
        uid: text,
        email: text,
        verified: text,
        notVerified: text,
        resend: text,
        resent: text,
        name: text,
        saveName: text,
        nameSaved: text,
        photo: text,
        noPhoto: text,
        providers: text,
        created: text,
        lastSignIn: text,
        role: text,
        noRole: text,
        signOut: text,
        delete: z
          .object({
            heading: text,
            intro: text,
            submit: text,
            confirm: text,
            reauthPassword: text,
            reauthGoogle: text,
            reauthSubmit: text,
            done: text,
          })
          .strict(),
      })
      .strict(),
    // By the sign-in method's name, its provider's id up to a dot (google.com: google): the CMS
    // saves a name with a dot as a group of its own.
    providers: z.record(
      z.string().regex(/^[^.]+$/, 'a sign-in method by its name alone, without a dot (google)'),
      text,
    ),
    errors,
  })
  .strict();

export type AuthCopy = z.output<typeof authSchema>;

const readAuthCopy = messagesSection('auth', authSchema);

/** Copy of the account page and the sign-in error catalogue (the `auth` section of `content/messages.yaml`). */
export function loadAuth(locale: Locale = pageLocale()): AuthCopy {
  return readAuthCopy(locale);
}

export type { Role };
