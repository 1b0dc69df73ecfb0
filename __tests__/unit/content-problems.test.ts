/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentProblems } from '@/lib/content/content-problems';
import { factTexts } from '@/lib/content/facts';

// npm run check:content: every content rule at once, as a pull request's first report.

afterEach(() => {
  delete process.env.AGORA_CONTENT_DIR;
});

test('the real content has no problem', () => {
  expect(contentProblems()).toEqual([]);
});

test('a broken copy of it names each file and field it breaks, translations included', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-content-'));
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  const [article] = fs.readdirSync(path.join(dir, 'news')).filter((name) => name.endsWith('.md'));
  const file = path.join(dir, 'news', article);
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace(/^title: .*$/m, `title: ${'A title far too long for a search result '.repeat(2)}`)
      .replace(/^description: .*$/m, 'description: Too short.')
      .concat(`\nSellers pay ${factTexts().get('fees.goods')} of the price.\n`),
  );
  const help = path.join(dir, 'help', 'getting-paid.md');
  fs.writeFileSync(help, fs.readFileSync(help, 'utf8').replace(/^topic: .*$/m, 'topic: nowhere'));
  const page = path.join(dir, 'es', 'pages', 'about.yaml');
  fs.writeFileSync(
    page,
    fs.readFileSync(page, 'utf8').replace(/^description: .*$/m, 'description: Demasiado corta.'),
  );
  const translated = path.join(dir, 'pt', 'help', 'getting-paid.md');
  fs.appendFileSync(translated, '\nPagamentos da {escrow.provider}.\n');
  process.env.AGORA_CONTENT_DIR = dir;
  try {
    const found = contentProblems().map(({ file: where, problem }) => `${where}: ${problem}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`news/${article}: title: must be at most 60 characters`)),
        expect.stringMatching(new RegExp(`news/${article}: description: must be at least 50`)),
        expect.stringMatching(/pt\/help\/getting-paid\.md: body: two full stops in a row/),
        expect.stringMatching(/es\/pages\/about\.yaml: description: must be at least 50/),
        expect.stringMatching(
          /^content\/help\/getting-paid\.md: topic: "nowhere" is not one of the Help Center's topics/,
        ),
        expect.stringMatching(
          new RegExp(`news/${article}: body: ".+" is a company fact: write \\{fees\\.goods\\}`),
        ),
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
