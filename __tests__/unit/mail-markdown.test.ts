import { markdownToMail } from '@/lib/mail-markdown';

const markdown = `Hello,

This is **our first** letter: see [the sellers' page](/sellers) and
[an article elsewhere](https://example.com/a?b=1&c=2). Fish & chips.

## What is new

- one item, with [a link](/news/x)
- two items, the second
  running on

1. first
2. second`;

describe("a letter's Markdown as a mail's two bodies", () => {
  const { text, html } = markdownToMail(markdown, 'pt');

  test('plain text keeps paragraphs and lists, and writes each link out after its label', () => {
    expect(text).toBe(
      [
        'Hello,',
        "This is our first letter: see the sellers' page ({siteUrl}/pt/sellers) and\n" +
          'an article elsewhere (https://example.com/a?b=1&c=2). Fish & chips.',
        'What is new',
        '- one item, with a link ({siteUrl}/pt/news/x)\n- two items, the second\n  running on',
        '1. first\n2. second',
      ].join('\n\n'),
    );
  });

  test("HTML is simple, escaped, and links the site in the letter's language", () => {
    expect(html).toContain('<p>This is <strong>our first</strong> letter');
    expect(html).toContain('<a href="{siteUrl}/pt/sellers">the sellers&#39; page</a>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">an article elsewhere</a>');
    expect(html).toContain('Fish &amp; chips.');
    expect(html).toContain('<h2>What is new</h2>');
    expect(html).toContain('<li>one item, with <a href="{siteUrl}/pt/news/x">a link</a></li>');
    expect(html).not.toMatch(/ id=|style=/);
  });

  test('in English the site links keep their spec addresses', () => {
    expect(markdownToMail('[Sell](/sellers)', 'en').text).toBe('Sell ({siteUrl}/sellers)');
  });
});
