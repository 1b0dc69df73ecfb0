import { LetterRefused, markdownToMail } from '@/lib/mail-markdown';

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

describe('a letter holding what the outside review mailed (issue 41)', () => {
  test.each([
    ['a script', 'Hello <script>alert(1)</script>', /has HTML \("<script>alert\(1\)<\/script>"\)/],
    ['a tracking pixel', '![Hello](https://tracker.example/p.gif)', /not a picture uploaded here/],
    ['HTML for a pixel', '<img src="https://tracker.example/p.gif">', /has HTML/],
    [
      "a link reading the site's address that leads elsewhere",
      '[agora.pt](https://evil.example/)',
      /words "agora\.pt" are an address, but it leads to https:\/\/evil\.example/,
    ],
    ['a link to script', '[Open](javascript:alert(1))', /leads to a page of the site/],
  ])('is refused by the mail renderer: %s', (_, body, problem) => {
    expect(() => markdownToMail(body, 'en')).toThrow(LetterRefused);
    expect(() => markdownToMail(body, 'en')).toThrow(problem);
  });

  test('a link whose words are the address it leads to is mailed', () => {
    expect(
      markdownToMail('[www.livroreclamacoes.pt](https://www.livroreclamacoes.pt/Inicio/)', 'pt')
        .html,
    ).toBe('<p><a href="https://www.livroreclamacoes.pt/Inicio/">www.livroreclamacoes.pt</a></p>');
  });
});
