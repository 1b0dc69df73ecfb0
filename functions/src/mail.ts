import type { SendMailOptions } from 'nodemailer';
import type { FunctionsContent } from '../../lib/content/functions-content';
import type { LetterCopy } from '../../lib/content/site-letters';
import { languageTags, type Locale } from '../../lib/i18n/locales';
import type {
  ConfirmationPlaceholder,
  ContactPlaceholder,
  ContactSubjectPlaceholder,
  LetterPlaceholder,
} from '../../lib/content/mail';
import { SITE_URL_PLACEHOLDER } from '../../lib/site-url-placeholder';
import { htmlDocument, paragraphsHtml } from './mail-html';

/**
 * The e-mails, built from content/mail.yaml in the language the visitor's form was filled in
 * (content/<locale>/mail.yaml). Plain text only, but for the newsletter's letters, whose words
 * all come from content/: nothing a visitor typed is ever rendered as HTML, nor put in a subject.
 * Header fields (Reply-To with the visitor's name) go through nodemailer, which encodes them; the
 * name loses its line breaks first, so it cannot start a header of its own.
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

/** The ways off the list in a mail to a subscriber (newsletter-links.ts). */
export interface UnsubscribeLinks {
  /** The page a person opens (it posts the form for them). */
  unsubscribeUrl: string;
  /** The endpoint a mail client posts to (RFC 8058 one-click). */
  oneClickUrl: string;
}

/**
 * What lets the mail client's own button remove the address with one POST (RFC 8058): every mail
 * to an address on the list carries it, beside the visible link to the unsubscribe page.
 */
function oneClickUnsubscribe(links: UnsubscribeLinks) {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface ConfirmationLinks extends UnsubscribeLinks {
  confirmUrl: string;
}

/** The double opt-in mail, with the one-click unsubscribe of every mail to the list. */
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
    headers: oneClickUnsubscribe(links),
  };
}

export type { LetterCopy };

export interface LetterLinks extends UnsubscribeLinks {
  /** The letter's page, in the subscriber's language. */
  pageUrl: string;
}

/** A language's mail copy (content/<locale>/mail.yaml), as the functions have it. */
type MailCopy = Content['languages'][Locale]['mail'];

/**
 * A letter's two bodies: its text set in the words around it (letter.body in content/mail.yaml),
 * as plain text and as the HTML that goes inside the mail's document. `siteUrl` starts the
 * letter's links to the site (SITE_URL_PLACEHOLDER). The CMS previews a letter with it.
 */
export function letterBodies(
  mail: MailCopy,
  siteName: string,
  letter: Pick<LetterCopy, 'text' | 'html'>,
  links: LetterLinks,
  siteUrl: string,
): { text: string; html: string } {
  const values: Record<Exclude<LetterPlaceholder, 'letter'>, string> = {
    site: siteName,
    pageUrl: links.pageUrl,
    unsubscribeUrl: links.unsubscribeUrl,
  };
  const around = mail.letter.body.split('{letter}').map((part) => fill(part, values));
  const own = (body: string) => fill(body, { [SITE_URL_PLACEHOLDER]: siteUrl });
  return {
    text: around.join(own(letter.text)),
    html: around.map(paragraphsHtml).join(own(letter.html)),
  };
}

/**
 * A newsletter letter to one subscriber, in their language: its own subject, its bodies
 * (letterBodies) with the summary as preview line. It links the letter's page and carries the
 * subscriber's own one-click unsubscribe.
 */
export function letterMail(
  content: Content,
  locale: Locale,
  to: string,
  letter: LetterCopy,
  links: LetterLinks,
  siteUrl: string,
): SendMailOptions {
  const { mail } = content.languages[locale];
  const { text, html } = letterBodies(mail, content.site.name, letter, links, siteUrl);
  return {
    from: from(content, locale),
    to,
    subject: letter.subject,
    text,
    html: htmlDocument({
      lang: languageTags[locale],
      title: letter.subject,
      preview: letter.summary,
      body: html,
    }),
    headers: oneClickUnsubscribe(links),
  };
}
