/**
 * @jest-environment node
 */
import { letterMail } from '@/functions/src/mail';
import { paragraphsHtml } from '@/functions/src/mail-html';
import { pageUrl, unsubscribeLinks } from '@/functions/src/newsletter-links';
import { functionsContent } from '@/lib/content/functions-content';
import { siteLetters } from '@/lib/content/site-letters';
import { letterPath } from '@/lib/newsletter-pages';
import { translatedLocales, type Locale } from '@/lib/i18n/locales';

const content = functionsContent();
const siteUrl = 'https://site.example';
const [{ slug, mail: copies }] = siteLetters().letters;
const id = 'K'.repeat(43);
const token = 'T'.repeat(43);

function mailIn(locale: Locale) {
  const links = {
    pageUrl: pageUrl(siteUrl, letterPath(slug), locale),
    ...unsubscribeLinks(siteUrl, locale, id, token),
  };
  const letter = copies[locale];
  return {
    links,
    letter,
    mail: letterMail(content, locale, 'reader@example.com', letter, links, siteUrl),
  };
}

describe("a letter's mail", () => {
  const { links, letter, mail } = mailIn('en');
  const html = String(mail.html);

  test("goes to the subscriber, from the site, with the letter's own subject", () => {
    expect(mail.to).toBe('reader@example.com');
    expect(mail.from).toEqual({
      name: content.site.name,
      address: content.languages.en.mail.from.address,
    });
    expect(mail.subject).toBe(letter.subject);
  });

  test("carries the subscriber's one-click unsubscribe (RFC 8058), with their id and token", () => {
    expect(links.oneClickUrl).toBe(`${siteUrl}/api/newsletter/unsubscribe?id=${id}&token=${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test('the text holds the letter, the link to its page and the unsubscribe page', () => {
    const text = String(mail.text);
    expect(text.startsWith('Hello,')).toBe(true);
    expect(text).toContain(`${siteUrl}/newsletter/${slug}`);
    expect(text).toContain(`${siteUrl}/newsletter/unsubscribe#id=${id}&token=${token}`);
    // The letter's own site links start at the site's address; no placeholder is left.
    expect(text).toContain(`(${siteUrl}/news/series-a-funding)`);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  test('the HTML says the same, with its language, the preview line and live links', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain(`<title>${letter.subject}</title>`);
    expect(html).toContain(
      `<div style="display:none;max-height:0;overflow:hidden">${letter.summary}</div>`,
    );
    expect(html).toContain(`<a href="${siteUrl}/news/series-a-funding">`);
    expect(html).toContain(`<a href="${links.pageUrl}">${links.pageUrl}</a>`);
    const escaped = links.unsubscribeUrl.replace('&', '&amp;');
    expect(html).toContain(`<a href="${escaped}">${escaped}</a>`);
    expect(html).not.toMatch(/\{\w+\}/);
  });
});

test.each(translatedLocales)('in %s: its words, its pages, its language tag', (locale) => {
  const { links, letter, mail } = mailIn(locale);
  expect(letter.subject).not.toBe(copies.en.subject);
  expect(mail.subject).toBe(letter.subject);
  expect(links.pageUrl).toBe(`${siteUrl}/${locale}/newsletter/${slug}`);
  expect(links.unsubscribeUrl).toContain(`${siteUrl}/${locale}/newsletter/unsubscribe#`);
  expect(String(mail.text)).toContain(links.pageUrl);
  expect(String(mail.text)).toContain(`(${siteUrl}/${locale}/news/series-a-funding)`);
  expect(String(mail.html)).toContain(`<html lang="${locale}-`);
});

test('text becomes paragraphs with live links, escaped, the sentence kept out of the address', () => {
  expect(paragraphsHtml('\nOne line\nand its rest.\n\nSee https://a.example/x?y=1&z=2.\n')).toBe(
    '<p>One line and its rest.</p>\n' +
      '<p>See <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>.</p>',
  );
  expect(paragraphsHtml('<b>"quoted"</b>')).toBe('<p>&lt;b&gt;&quot;quoted&quot;&lt;/b&gt;</p>');
});
