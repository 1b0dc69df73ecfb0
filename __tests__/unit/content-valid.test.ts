import fs from 'node:fs';
import path from 'node:path';
import { loadAuth } from '@/lib/content/auth';
import { loadForms } from '@/lib/content/forms';
import { loadPage } from '@/lib/content/pages';
import { loadSite } from '@/lib/content/site';
import { loadSearch } from '@/lib/content/search';
import { loadUi } from '@/lib/content/ui';
import { locales } from '@/lib/i18n/locales';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '@/lib/form-checks';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

const pages = fs
  .readdirSync(path.join(process.cwd(), 'content/pages'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.slice(0, -'.yaml'.length));

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(process.cwd(), 'public', file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the images site.yaml names', () => {
  it('logoImage is a PNG of the size it declares', () => {
    const { src, width, height } = loadSite().logoImage;
    expect(pngSize(src)).toEqual({ width, height });
  });
});

describe('the real content validates', () => {
  it('site.yaml', () => expect(loadSite().name).toBeTruthy());
  it.each(locales)('messages.yaml, each section, in %s', (locale) => {
    expect(loadUi(locale).menuButton).toBeTruthy();
    expect(loadForms(locale).contact.submit).toBeTruthy();
    expect(loadAuth(locale).signIn.submit).toBeTruthy();
    expect(loadSearch(locale).results.count.other).toBeTruthy();
  });
  it.each(pages)('pages/%s.yaml', (slug) =>
    expect(loadPage(slug).sections.length).toBeGreaterThan(0),
  );
});

describe("the forms' field messages", () => {
  const { validation } = loadForms();
  // Written as a reader writes numbers ("5,000"), so a changed limit shows here, not to a visitor.
  const written = (limit: number) => new Intl.NumberFormat('en-GB').format(limit);

  it('name the limits the checks hold fields to', () => {
    expect(validation.name.tooLong).toContain(written(MAX_NAME_LENGTH));
    expect(validation.message.tooLong).toContain(written(MAX_MESSAGE_LENGTH));
    expect(validation.newPassword.passwordLength).toContain(written(MIN_PASSWORD_LENGTH));
    expect(validation.newPassword.required).toContain(written(MIN_PASSWORD_LENGTH));
  });

  it('say something of their own for each kind of field, never one catch-all', () => {
    const required = Object.values(validation).map((messages) => messages.required);
    expect(new Set(required).size).toBe(required.length);
  });
});
