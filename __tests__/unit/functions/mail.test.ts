/**
 * @jest-environment node
 */
import { confirmationMail, contactMail, fill } from '@/functions/src/mail';
import { functionsContent } from '@/lib/content/functions-content';

const content = functionsContent();
const english = content.languages.en;

test('fill replaces known placeholders and leaves others as written', () => {
  expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  expect(fill('{a}{a}', { a: '$&' })).toBe('$&$&');
});

describe('the contact mail', () => {
  const mail = contactMail(content, {
    reference: '7K3MQ-9XDTA',
    name: 'Ana\r\nBcc: everyone@example.com',
    email: 'ana@example.com',
    topic: english.topics[0].label,
    message: 'Line one\nLine two',
    locale: 'en',
  });

  test('goes to the support inbox, from the site, replying to the visitor', () => {
    expect(mail.to).toBe(content.supportEmail);
    expect(mail.from).toEqual({ name: content.site.name, address: english.mail.from.address });
    expect(mail.replyTo).toEqual({
      name: 'Ana Bcc: everyone@example.com',
      address: 'ana@example.com',
    });
  });

  test('names the reference and the topic; the name stays out of the subject', () => {
    expect(mail.subject).toContain('7K3MQ-9XDTA');
    expect(mail.subject).toContain(english.topics[0].label);
    expect(mail.subject).not.toContain('Ana');
  });

  test('the body names the reference and keeps the message as written', () => {
    expect(mail.text).toContain('7K3MQ-9XDTA');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.text).not.toContain('{');
  });
});

describe('the newsletter confirmation mail', () => {
  const links = {
    confirmUrl: 'https://site.example/newsletter/confirm?id=i&token=c',
    unsubscribeUrl: 'https://site.example/newsletter/unsubscribe?id=i&token=u',
    oneClickUrl: 'https://site.example/api/newsletter/unsubscribe?id=i&token=u',
  };
  const mail = confirmationMail(content, 'en', 'reader@example.com', links, 7);

  test('carries the one-click unsubscribe headers (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test('shows the confirmation link, the unsubscribe page and the expiry', () => {
    expect(mail.to).toBe('reader@example.com');
    expect(mail.text).toContain(links.confirmUrl);
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.text).toContain('7 days');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\{\w+\}/);
  });
});

describe('each mail in the language its form was filled in', () => {
  test.each(['pt', 'es', 'fr'] as const)('%s: the contact mail, naming the language', (locale) => {
    const language = content.languages[locale];
    const mail = contactMail(content, {
      reference: '7K3MQ-9XDTA',
      name: 'Ana',
      email: 'ana@example.com',
      topic: language.topics[0].label,
      message: 'Olá',
      locale,
    });
    expect(mail.subject).toBe(`[7K3MQ-9XDTA] ${language.topics[0].label}`);
    expect(mail.text).toContain(language.name);
    expect(mail.text).toContain(
      language.mail.contact.body.split('\n')[0].replace('{site}', content.site.name),
    );
    expect(mail.to).toBe(content.supportEmail);
  });

  test.each(['pt', 'es', 'fr'] as const)('%s: the confirmation mail', (locale) => {
    const { mail: copy } = content.languages[locale];
    const mail = confirmationMail(
      content,
      locale,
      'reader@example.com',
      {
        confirmUrl: `https://site.example/${locale}/newsletter/confirm?id=i&token=c`,
        unsubscribeUrl: `https://site.example/${locale}/newsletter/unsubscribe?id=i&token=u`,
        oneClickUrl: 'https://site.example/api/newsletter/unsubscribe?id=i&token=u',
      },
      7,
    );
    expect(mail.subject).toBe(
      fill(copy.newsletterConfirmation.subject, { site: content.site.name }),
    );
    expect(mail.subject).not.toBe(
      fill(english.mail.newsletterConfirmation.subject, { site: content.site.name }),
    );
    expect(mail.text).toContain(`/${locale}/newsletter/confirm?`);
  });
});
