import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { isoDate, text } from '@/lib/content/fields';
import { loadPage } from '@/lib/content/pages';
import { readMarkdown } from '@/lib/content/read';
import { MESSAGE_SECTIONS } from '@/lib/content/messages';
import { loadSearch } from '@/lib/content/search';
import { loadUi } from '@/lib/content/ui';
import { contentError } from '../support/content-error';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-content-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  process.env.AGORA_CONTENT_DIR = dir;
});

afterEach(() => {
  delete process.env.AGORA_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

const validPage = {
  title: 'Sell on Agora',
  description: 'List your goods on Agora and reach buyers who pay into protected escrow.',
  heading: 'Sell what you make',
  label: 'Sellers',
  lead: 'One flat commission, paid out when the buyer confirms the order.',
  sections: [{ kind: 'prose', heading: 'Fees', body: 'Five per cent, nothing else.' }],
};

const yamlOf = (data: object) => JSON.stringify(data); // JSON is valid YAML

describe('content errors name the file and the field', () => {
  it('accepts a valid page (the fixture is sound)', () => {
    write('pages/sellers.yaml', yamlOf(validPage));
    expect(loadPage('sellers').heading).toBe(validPage.heading);
  });

  it('a missing field', () => {
    write('pages/sellers.yaml', yamlOf({ ...validPage, lead: undefined }));
    const error = contentError(() => loadPage('sellers'));
    expect(error.message).toContain(path.join('pages', 'sellers.yaml'));
    expect(error.message).toMatch(/^ {2}- lead: /m);
  });

  it('a field of the wrong type, deep in a section', () => {
    write(
      'pages/sellers.yaml',
      yamlOf({ ...validPage, sections: [{ kind: 'features', heading: 'Why', items: 'many' }] }),
    );
    const error = contentError(() => loadPage('sellers'));
    expect(error.message).toContain(path.join('pages', 'sellers.yaml'));
    expect(error.message).toMatch(/^ {2}- sections\.0\.items: /m);
  });

  it('a value breaking a rule (SEO description too short)', () => {
    write('pages/sellers.yaml', yamlOf({ ...validPage, description: 'Too short.' }));
    expect(contentError(() => loadPage('sellers')).message).toMatch(
      /- description: must be at least 50 characters/,
    );
  });

  describe('a link to the contact form names a topic the form offers', () => {
    const withAction = (href: string) => ({
      ...validPage,
      sections: [
        {
          kind: 'cta',
          heading: 'Talk to us',
          body: 'We answer.',
          actions: [{ label: 'Write', href }],
        },
      ],
    });
    // The forms' messages name facts ({email.…}), so the facts come along.
    beforeEach(() => {
      for (const file of ['messages.yaml', 'facts.yaml']) {
        fs.copyFileSync(path.join(process.cwd(), 'content', file), path.join(dir, file));
      }
    });

    it('accepts a topic of the contact form', () => {
      write('pages/sellers.yaml', yamlOf(withAction('/contact?topic=press')));
      expect(loadPage('sellers').sections).toHaveLength(1);
    });

    it('refuses one it does not offer, naming the file, the field and the topics', () => {
      write('pages/sellers.yaml', yamlOf(withAction('/contact?topic=prses')));
      const error = contentError(() => loadPage('sellers'));
      expect(error.message).toContain(path.join('pages', 'sellers.yaml'));
      expect(error.message).toMatch(
        /^ {2}- sections\.0\.actions\.0\.href: topic "prses" is not one of the contact form's topics \(.*\bpress\b.*\)$/m,
      );
    });
  });

  it('invalid YAML', () => {
    write('pages/sellers.yaml', 'heading: [never closed\nlead: x\n');
    const error = contentError(() => loadPage('sellers'));
    expect(error.message).toContain(path.join('pages', 'sellers.yaml'));
    expect(error.message).toMatch(/\(file\): not valid YAML/);
  });

  describe('the messages file', () => {
    const real = () =>
      fs.readFileSync(path.join(process.cwd(), 'content', 'messages.yaml'), 'utf8');
    beforeEach(() => {
      fs.copyFileSync(
        path.join(process.cwd(), 'content', 'facts.yaml'),
        path.join(dir, 'facts.yaml'),
      );
    });

    it('refuses a section no module reads, naming it', () => {
      write('messages.yaml', `${real()}\nfooter:\n  legal: Legal\n`);
      const error = contentError(() => loadUi());
      expect(error.message).toContain('messages.yaml');
      expect(error.message).toMatch(
        new RegExp(
          `^ {2}- footer: is not a section of the messages \\(${MESSAGE_SECTIONS.join(', ')}\\)$`,
          'm',
        ),
      );
    });

    it('refuses a count sentence that is not one ICU plural, naming the field', () => {
      write(
        'messages.yaml',
        real().replace(/ {4}count: .*\n/, "    count: '{count} pages match “{query}”'\n"),
      );
      const error = contentError(() => loadSearch());
      expect(error.message).toMatch(
        /^ {2}- search\.results\.count: must be one plural message: \{count, plural, one \{…\} other \{…\}\}$/m,
      );
    });
  });

  it('a missing file', () => {
    const error = contentError(() => loadPage('investors'));
    expect(error.message).toContain(path.join('pages', 'investors.yaml'));
    expect(error.message).toMatch(/\(file\): missing or unreadable/);
  });
});

describe('Markdown front matter errors name the file and the field', () => {
  const article = z.object({ title: text, date: isoDate, slug: text, body: text }).strict();

  it('accepts valid front matter, with slug and body from the file', () => {
    const file = write('launch.md', '---\ntitle: We launch\ndate: 2026-11-02\n---\nHello.\n');
    expect(readMarkdown(file, article)).toEqual({
      title: 'We launch',
      date: '2026-11-02',
      slug: 'launch',
      body: 'Hello.',
    });
  });

  it('no front matter at all', () => {
    const file = write('launch.md', '# We launch\n\nHello.\n');
    const error = contentError(() => readMarkdown(file, article));
    expect(error.message).toContain('launch.md');
    expect(error.message).toMatch(/\(file\): front matter \(--- \.\.\. ---\) missing/);
  });

  it('front matter that is not YAML', () => {
    const file = write('launch.md', '---\ntitle: [oops\n---\nHello.\n');
    expect(contentError(() => readMarkdown(file, article)).message).toMatch(
      /launch\.md[\s\S]*\(file\): not valid YAML/,
    );
  });

  it('a front matter field with a bad value', () => {
    const file = write('launch.md', '---\ntitle: We launch\ndate: 2 November 2026\n---\nHello.\n');
    const error = contentError(() => readMarkdown(file, article));
    expect(error.message).toContain('launch.md');
    expect(error.message).toMatch(/- date: must be an ISO date \(YYYY-MM-DD\)/);
  });
});
