import type { SendMailOptions } from 'nodemailer';
import type { FunctionsContent } from '../../lib/content/functions-content';
import type {
  ConfirmationPlaceholder,
  ContactPlaceholder,
  ContactSubjectPlaceholder,
} from '../../lib/content/mail';

/**
 * The e-mails, built from content/mail.yaml. Plain text only: nothing a visitor typed is ever
 * rendered as HTML, nor put in a subject. Header fields (Reply-To with the visitor's name) go
 * through nodemailer, which encodes them; the name loses its line breaks first, so it cannot
 * start a header of its own.
 */
type Content = Pick<FunctionsContent, 'site' | 'supportEmail' | 'mail'>;

export function fill<P extends string>(template: string, values: Record<P, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name as P] : placeholder,
  );
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function from(content: Content) {
  return {
    name: fill(content.mail.from.name, { site: content.site.name }),
    address: content.mail.from.address,
  };
}

export interface ContactMail {
  reference: string;
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** To the support inbox; replying answers the visitor. */
export function contactMail(content: Content, message: ContactMail): SendMailOptions {
  const values: Record<ContactPlaceholder, string> = {
    site: content.site.name,
    ...message,
    name: oneLine(message.name),
  };
  const subjectValues: Record<ContactSubjectPlaceholder, string> = {
    site: values.site,
    reference: values.reference,
    topic: values.topic,
  };
  return {
    from: from(content),
    to: content.supportEmail,
    replyTo: { name: values.name, address: message.email },
    subject: fill(content.mail.contact.subject, subjectValues),
    text: fill(content.mail.contact.body, values),
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
  to: string,
  links: ConfirmationLinks,
  days: number,
): SendMailOptions {
  const values: Record<ConfirmationPlaceholder, string> = {
    site: content.site.name,
    confirmUrl: links.confirmUrl,
    unsubscribeUrl: links.unsubscribeUrl,
    days: String(days),
  };
  return {
    from: from(content),
    to,
    subject: fill(content.mail.newsletterConfirmation.subject, values),
    text: fill(content.mail.newsletterConfirmation.body, values),
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
