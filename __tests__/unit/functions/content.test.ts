/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGION } from '@/functions/src/region';
import { apiEndpoints } from '@/lib/api-endpoints';
import { ContentError } from '@/lib/content/errors';
import { functionsContent } from '@/lib/content/functions-content';
import { loadMail, type Mail } from '@/lib/content/mail';
import { parse, stringify } from 'yaml';

describe("the functions' copy", () => {
  test('the real content gives them everything they need', () => {
    const content = functionsContent();
    expect(content.supportEmail).toMatch(/@/);
    expect(content.languages.en.topics.length).toBeGreaterThan(1);
    expect(content.site.url).toMatch(/^https:\/\//);
  });

  describe('content/mail.yaml placeholders', () => {
    let dir: string;
    const real = (): Mail =>
      parse(fs.readFileSync(path.join(process.cwd(), 'content', 'mail.yaml'), 'utf8'));

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-mail-'));
      // The sender's address is a fact ({email.no-reply}).
      fs.copyFileSync(
        path.join(process.cwd(), 'content', 'facts.yaml'),
        path.join(dir, 'facts.yaml'),
      );
      process.env.AGORA_CONTENT_DIR = dir;
    });
    afterEach(() => {
      delete process.env.AGORA_CONTENT_DIR;
      fs.rmSync(dir, { recursive: true, force: true });
    });

    function problemsWith(mail: Mail): string[] {
      fs.writeFileSync(path.join(dir, 'mail.yaml'), stringify(mail));
      try {
        loadMail();
      } catch (error) {
        expect(error).toBeInstanceOf(ContentError);
        return (error as ContentError).problems;
      }
      throw new Error('expected the mail content to be refused');
    }

    test('an unknown placeholder is refused, naming the mail and the known ones', () => {
      const mail = real();
      mail.contact.subject = mail.contact.subject.replace('{reference}', '{ref} {reference}');
      const problems = problemsWith(mail);
      expect(problems.join('\n')).toMatch(
        /^contact\.subject: \{ref\} is not known here \(known: \{site\}/m,
      );
    });

    test("the contact mail's subject may not hold what the visitor typed", () => {
      const mail = real();
      mail.contact.subject = `${mail.contact.subject} from {name} <{email}>`;
      const problems = problemsWith(mail).join('\n');
      expect(problems).toMatch(/^contact\.subject: \{name\} is not known here/m);
      expect(problems).toMatch(/^contact\.subject: \{email\} is not known here/m);
    });

    test('a mail that lost its confirmation link is refused', () => {
      const mail = real();
      const body = mail.newsletterConfirmation.body;
      mail.newsletterConfirmation.body = body.replace('{confirmUrl}', 'the link');
      const problems = problemsWith(mail);
      expect(problems).toContain('newsletterConfirmation.body: must contain {confirmUrl}');
    });
  });
});

test('firebase.json rewrites each endpoint path to its function, in the functions’ region', () => {
  const { hosting } = JSON.parse(fs.readFileSync('firebase.json', 'utf8'));
  expect(hosting.rewrites).toEqual(
    Object.entries(apiEndpoints).map(([functionId, source]) => ({
      source,
      function: { functionId, region: REGION },
    })),
  );
});
