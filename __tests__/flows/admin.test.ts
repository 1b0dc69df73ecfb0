/**
 * @jest-environment node
 */
// The CMS at /admin/ as Hosting serves it: its own policy and noindex, no request to a third
// party, nowhere in the sitemap or the search index; and an editor's local session in Chromium:
// "Work with Local Repository" on a copy of content/, a news article and a Portuguese page edited
// and saved, and the site's pages rendered again from the saved files showing both changes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import firebaseJson from '../../firebase.json';
import { ADMIN_DIR } from '../../scripts/lib/admin-dir.mjs';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { contentData } from '../support/cms-editable';
import { baseUrl, launchBrowser, openPage, urlOf, watchCspViolations } from '../e2e/harness';

const adminUrl = urlOf(`/${ADMIN_DIR}/`);

const adminHeaders = firebaseJson.hosting.headers.find(
  (rule) => rule.source === `/${ADMIN_DIR}{,/**}`,
)!.headers;
const headerOf = (key: string) => adminHeaders.find((header) => header.key === key)?.value;

/** Every file under `dir`, by its path from the project (content/news/….md). */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile());

describe('the CMS as Hosting serves it', () => {
  it('comes with its own policy and keeps search engines out', async () => {
    const response = await fetch(adminUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      headerOf('Content-Security-Policy'),
    );
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('is in no sitemap and no search index', async () => {
    const sitemap = await (await fetch(urlOf('/sitemap.xml'))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain(`/${ADMIN_DIR}`);
    // Pagefind's fragments (one per indexed page, gzip-compressed JSON) name their page's address.
    const fragments = filesUnder(path.join('out', 'pagefind')).filter((file) =>
      file.endsWith('.pf_fragment'),
    );
    const urls = fragments.map(
      (file) =>
        JSON.parse(
          gunzipSync(fs.readFileSync(file))
            .toString('utf8')
            .replace(/^[^{]*/, ''),
        ).url,
    );
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url: string) => url.includes(`/${ADMIN_DIR}`))).toEqual([]);
  });
});

/** A page's OPFS folder `repo`, which stands in for the project folder an editor would pick. */
async function seedRepository(page: Page, files: [string, string][]) {
  await page.evaluate(async (entries) => {
    const root = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('repo', {
      create: true,
    });
    // The CMS takes a folder for a repository's only if it holds .git.
    await root.getDirectoryHandle('.git', { create: true });
    const folders = new Map<string, Promise<FileSystemDirectoryHandle>>([
      ['', Promise.resolve(root)],
    ]);
    const folder = (dir: string): Promise<FileSystemDirectoryHandle> => {
      if (!folders.has(dir)) {
        const parent = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
        const name = dir.slice(dir.lastIndexOf('/') + 1);
        folders.set(
          dir,
          folder(parent).then((handle) => handle.getDirectoryHandle(name, { create: true })),
        );
      }
      return folders.get(dir)!;
    };
    await Promise.all(
      entries.map(async ([file, text]) => {
        const dir = await folder(file.slice(0, file.lastIndexOf('/')));
        const writable = await (
          await dir.getFileHandle(file.slice(file.lastIndexOf('/') + 1), { create: true })
        ).createWritable();
        await writable.write(text);
        await writable.close();
      }),
    );
  }, files);
}

/** The text of the files under OPFS's `repo` folder, by path. */
function repositoryFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, at: string): Promise<void> => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<
        [string, FileSystemHandle]
      >) {
        const where = at ? `${at}/${name}` : name;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, where);
        else files[where] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  });
}

/** Where the pages rendered again from the edited content are exported (git ignores it). */
const REBUILT = 'out-edited';

/**
 * The site's pages rendered again, with `env` added to this process's environment; rejects with
 * the output. The pages read content/ as they render, so Next's generate mode, which renders them
 * with the code the build before it compiled, shows what an editor saved as a whole build would
 * (in 18 s, against a whole build's 59 s on a fresh clone).
 */
function renderAgain(env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      'node_modules/.bin/next',
      ['build', '--experimental-build-mode=generate'],
      { env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`next build (generate) failed:\n${stdout}\n${stderr}`))
          : resolve(),
    );
  });
}

/** The edits an editor makes: a news article's title in English, the sellers' heading in Portuguese. */
const NEWS = {
  entry: `#/collections/news/entries/business-center-opens`,
  file: `${CONTENT_DIR}/news/business-center-opens.md`,
  tail: '/news/business-center-opens.md',
  field: 'title',
  value: 'The Business Center opens to every company',
};
const PAGE = {
  entry: `#/collections/pages/entries/sellers`,
  file: `${CONTENT_DIR}/pt/pages/sellers.yaml`,
  tail: '/pages/sellers.yaml',
  field: 'heading',
  value: 'Vende o que fazes a quem quer comprar',
};

describe('the CMS in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let violations: string[];
  const elsewhere: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await openPage(browser, { width: 1280, height: 900 });
    ({ page, consoleErrors } = opened);
    violations = await watchCspViolations(opened.context);
    opened.context.on('request', (request) => {
      const { protocol } = new URL(request.url());
      if (!request.url().startsWith(baseUrl) && !['data:', 'blob:'].includes(protocol))
        elsewhere.push(request.url());
    });
    // The folder picker answers with a folder of the page's own storage (OPFS) holding a copy of
    // content/: the CMS keeps and reads it as it would the project's folder an editor picks.
    await opened.context.addInitScript(() => {
      Object.assign(window, {
        showDirectoryPicker: async () =>
          (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
      });
    });
  });

  afterAll(async () => {
    await browser?.close();
    for (const dir of [edited, REBUILT]) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of content/ with the files the CMS saved written over it: what a build would read. */
  const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-cms-'));
  let saved: Record<string, string> = {};

  it('opens on its own files, asking nothing of another host, within its policy', async () => {
    await page.goto(adminUrl);
    await page
      .getByRole('button', { name: 'Work with Local Repository' })
      .waitFor({ timeout: 30_000 });
    // The CMS wraps the names it fills into its sentences in isolation marks (U+2068, U+2069).
    await page.getByRole('button', { name: /^Sign In with \u2068?GitHub\u2069?$/ }).waitFor();
    expect({ elsewhere, violations, consoleErrors }).toEqual({
      elsewhere: [],
      violations: [],
      consoleErrors: [],
    });
  });

  it('edits a news article and a Portuguese page, and saves them into content/', async () => {
    const originals = Object.fromEntries(
      filesUnder(CONTENT_DIR).map((file) => [file, fs.readFileSync(file, 'utf8')]),
    );
    await seedRepository(page, Object.entries(originals));
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.waitForURL(/#\/collections\//);

    await page.goto(`${adminUrl}${NEWS.entry}`);
    await editAndSave(page, page.getByRole('textbox', { name: 'Title' }).first(), NEWS.value);

    await page.goto(`${adminUrl}${PAGE.entry}`);
    // English on the left, the translation chosen on the right: the Portuguese fields, side by side.
    await page.getByRole('radio', { name: 'Portuguese' }).last().click();
    const heading = page.getByRole('textbox', { name: 'Heading' }).and(page.locator('[lang="pt"]'));
    await editAndSave(page, heading, PAGE.value);

    const after = await repositoryFiles(page);
    saved = Object.fromEntries(
      Object.entries(after).filter(
        ([file, text]) => file.startsWith(`${CONTENT_DIR}/`) && text !== originals[file],
      ),
    );
    // The CMS writes an entry in every language it holds when one changes: those files, no other.
    const entryOf = (file: string) => [NEWS, PAGE].find((edit) => file.endsWith(edit.tail));
    expect(Object.keys(saved).filter((file) => !entryOf(file))).toEqual([]);
    expect(Object.keys(saved)).toEqual(expect.arrayContaining([NEWS.file, PAGE.file]));
    expect(consoleErrors).toEqual([]);
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
  }, 60_000);

  it('changes only the edited field in each file it saved', () => {
    fs.cpSync(CONTENT_DIR, edited, { recursive: true });
    for (const [file, text] of Object.entries(saved))
      fs.writeFileSync(path.join(edited, path.relative(CONTENT_DIR, file)), text);
    const before = (file: string) => contentData(file, fs.readFileSync(file, 'utf8'));
    // Each saved file holds what it held, but for the one field edited in the one language.
    for (const [file, text] of Object.entries(saved)) {
      const edit = [NEWS, PAGE].find((one) => one.file === file);
      expect({ file, data: contentData(file, text) }).toEqual({
        file,
        data: { ...before(file), ...(edit ? { [edit.field]: edit.value } : {}) },
      });
    }
  });

  it('renders the pages again from them, and they show what the editor wrote', async () => {
    // The pages rendered from the edited copy (every content file passes its schema on the way),
    // into a folder of their own: out/ stays what the other suites are served.
    await renderAgain({ AGORA_CONTENT_DIR: edited, AGORA_EXPORT_DIR: REBUILT });
    const heading = (page: string) =>
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(fs.readFileSync(path.join(REBUILT, `${page}.html`), 'utf8'))?.[1]
        .replace(/<[^>]+>/g, '');
    expect(heading('news/business-center-opens')).toBe(NEWS.value);
    expect(heading('pt/sellers')).toBe(PAGE.value);
  }, 240_000);
});

/** Types `value` over a field's text and saves the entry: the CMS then goes back to its list. */
async function editAndSave(page: Page, field: Locator, value: string) {
  await field.fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => !url.hash.includes('/entries/'));
}
