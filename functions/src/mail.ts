import type { SendMailOptions } from 'nodemailer';
import type { FunctionsContent } from '../../lib/content/functions-content';
import type { Locale } from '../../lib/i18n/locales';
import type {
  ConfirmationPlaceholder,
  ContactPlaceholder,
  ContactSubjectPlaceholder,
} from '../../lib/content/mail';

/**
 * The e-mails, built from content/mail.yaml in the language the visitor's form was filled in
 * (content/<locale>/mail.yaml). Plain text only: nothing a visitor typed is ever
 * rendered as HTML, nor put in a subject. Header fields (Reply-To with the visitor's name) go
 * through nodemailer, which encodes them; the name loses its line breaks first, so it cannot
 * start a header of its own.
 */
type Content = Pick<FunctionsContent, 'site' | 'supportEmail' | 'languages'>;

export function fill<P extends string>(template: string, values: Record<P, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name as P] : placeholder,
  );
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function from(content: Content, locale: Locale) {
  const { mail } = content.languages[locale];
  return { name: fill(mail.from.name, { site: content.site.name }), address: mail.from.address };
}

export interface ContactMail {
  reference: string;
  name: string;
  email: string;
  /** The topic's label in the visitor's language. */
  topic: string;
  message: string;
  locale: Locale;
}

/**
 * To the support inbox, in the language the visitor wrote in and naming it, so the message goes to
 * someone who reads it; replying answers the visitor.
 */
export function contactMail(
  content: Content,
  { locale, ...message }: ContactMail,
): SendMailOptions {
  const language = content.languages[locale];
  const values: Record<ContactPlaceholder, string> = {
    site: content.site.name,
    ...message,
    language: language.name,
    name: oneLine(message.name),
  };
  const subjectValues: Record<ContactSubjectPlaceholder, string> = {
    site: values.site,
    reference: values.reference,
    topic: values.topic,
  };
  return {
    from: from(content, locale),
    to: content.supportEmail,
    replyTo: { name: values.name, address: message.email },
    subject: fill(language.mail.contact.subject, subjectValues),
    text: fill(language.mail.contact.body, values),
  };
}

export interface ConfirmationLinks {
  confirmUrl: string;
  /** The page a person opens (it posts the form for them). */
  unsubscribeUrl: string;
  /** The endpoint a mail client posts to (RFC 8058 one-click). */
  oneClickUrl: string;
}

/**
 * The double opt-in mail. Like every mail to a subscriber it carries List-Unsubscribe with the
 * one-click endpoint and List-Unsubscribe-Post, so the mail client's own button removes the
 * address with one POST, plus the visible link to the unsubscribe page.
 */
export function confirmationMail(
  content: Content,
  locale: Locale,
  to: string,
  links: ConfirmationLinks,
  days: number,
): SendMailOptions {
  const { mail } = content.languages[locale];
  const values: Record<ConfirmationPlaceholder, string> = {
    site: content.site.name,
    confirmUrl: links.confirmUrl,
    unsubscribeUrl: links.unsubscribeUrl,
    days: String(days),
  };
  return {
    from: from(content, locale),
    to,
    subject: fill(mail.newsletterConfirmation.subject, values),
    text: fill(mail.newsletterConfirmation.body, values),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
