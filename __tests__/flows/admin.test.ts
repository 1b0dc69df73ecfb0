/**
 * @jest-environment node
 */
// The CMS at /admin/ as Hosting serves it: its own policy and noindex, no request to a third
// party, nowhere in the sitemap or the search index; and an editor's local session in Chromium:
// "Work with Local Repository" on a copy of content/, an editor's everyday tasks done with a
// mistake each, which the CMS refuses with its reason before it saves, then done right and saved;
// a picture uploaded for an article; the saved files pass npm run check:content, and the site's
// pages rendered again from them show the changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import firebaseJson from '../../firebase.json';
import { ADMIN_DIR } from '../../scripts/lib/admin-dir.mjs';
import { renderAgain } from '../../scripts/lib/render-again.mjs';
import { contentProblems } from '@/lib/content/content-problems';
import { factTexts, loadFacts } from '@/lib/content/facts';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { localeOfContentFile } from '@/lib/content/read';
import { siteLetters } from '@/lib/content/site-letters';
import { loadSite } from '@/lib/content/site';
import { letterPath as letterPagePath } from '@/lib/newsletter-pages';
import { pageUrl } from '@/functions/src/newsletter-links';
import { MAX_PICTURE_BYTES, MEDIA_FOLDER, MEDIA_PATH } from '@/lib/cms/media-folder.mjs';
import { languageNameIn } from '@/lib/i18n/language-names';
import { contentData } from '../support/cms-editable';
import { fieldsOf } from '@/lib/cms/cms-config';
import { cmsFileText } from '@/lib/cms/cms-layout';
import { contentKinds, kindOfFile, type ContentKind } from '@/lib/content/content-kinds';
import { filesOf } from '../support/cms-surface';
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

/** An upload, which the repository's copy holds as bytes, not text. */
const isUpload = (file: string) => file.startsWith(`${MEDIA_FOLDER}/`);

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

/** The text of the files under OPFS's `repo` folder, by path; an upload's bytes in base64. */
function repositoryFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (media) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, at: string): Promise<void> => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<
        [string, FileSystemHandle]
      >) {
        const where = at ? `${at}/${name}` : name;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, where);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          // An upload's bytes, as base64: text would mangle them.
          if (where.startsWith(`${media}/`)) {
            const bytes = new Uint8Array(await file.arrayBuffer());
            let binary = '';
            for (let at = 0; at < bytes.length; at += 0x8000)
              binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
            files[where] = btoa(binary);
          } else files[where] = await file.text();
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  }, MEDIA_FOLDER);
}

/** Where the pages rendered again from the edited content are exported (git ignores it). */
const REBUILT = 'out-edited';

/**
 * An editor's everyday tasks, each an entry opened at `entry`, its `field` in `locale` given
 * `value` (a number for a number field) and saved. Where a task has a `wrong` value, it is typed
 * first and the save refused with `refusal` in the CMS's dialog; `also` are other fields typed
 * with it, as an editor would make two mistakes at once.
 */
interface Task {
  name: string;
  entry: string;
  file: string;
  tail: string;
  field: string[];
  label: string;
  value: string | number;
  locale?: 'pt';
  /** A field every language keeps as English has it (a number): each language's file changes. */
  everyLanguage?: true;
  wrong?: {
    value: string | number;
    also?: { field: string; label: string; value: string }[];
    refusals: RegExp[];
  };
}

const goods = factTexts('en').get('fees.goods') as string;

const TASKS: Task[] = [
  {
    name: 'a news article: a title too long and the fee written out, then the right title',
    entry: '#/collections/news/entries/business-center-opens',
    file: `${CONTENT_DIR}/news/business-center-opens.md`,
    tail: '/news/business-center-opens.md',
    field: ['title'],
    label: 'Title',
    value: 'The Business Center opens to every company',
    wrong: {
      value: 'The Business Center opens to every company in Portugal, Spain and France',
      also: [
        {
          field: 'description',
          label: 'Description',
          value: `Team seats, one VAT invoice a month and bulk uploads, with the same ${goods} commission on goods as ever.`,
        },
      ],
      refusals: [
        /^English · Title: must be at most 60 characters/m,
        /^English · ".+" is a company fact: write \{fees\.goods\} instead/m,
      ],
    },
  },
  {
    name: 'a fee change in Company facts, half a point up: one field, every page follows',
    entry: '#/collections/_singletons/entries/facts',
    file: `${CONTENT_DIR}/facts.yaml`,
    tail: '/facts.yaml',
    field: ['fees', 'goods'],
    label: 'Goods',
    // Whatever the fee is today: the test holds no copy of it. Half a point, so the new text
    // ("8.5%") is no other fact's and written nowhere else: a whole point up from 9% is 10%, the
    // services fee, which the trust report writes for a late-shipping rate.
    value: loadFacts().fees.goods.value + 0.5,
  },
  {
    name: 'a job: a salary range upside down, then the right one',
    entry: '#/collections/jobs/entries/product-designer-marketplace',
    file: `${CONTENT_DIR}/jobs/product-designer-marketplace.md`,
    tail: '/jobs/product-designer-marketplace.md',
    field: ['salary', 'min'],
    label: 'From',
    value: 52000,
    everyLanguage: true,
    wrong: { value: 70000, refusals: [/· Salary: From must not be more than To$/m] },
  },
  {
    name: 'a letter: a Portuguese subject too long, then a shorter one',
    entry: '#/collections/letters/entries/november-2026',
    file: `${CONTENT_DIR}/pt/letters/november-2026.md`,
    tail: '/letters/november-2026.md',
    field: ['subject'],
    label: 'Subject',
    locale: 'pt',
    value: 'Novembro na Agora: Série A e um encadernador no Porto',
    wrong: {
      value: 'Novembro na Agora: a nossa Série A e uma encadernadora na cidade do Porto',
      refusals: [/^Portuguese · Subject: must be at most 60 characters/m],
    },
  },
  {
    name: "a Portuguese page's heading",
    entry: '#/collections/pages/entries/sellers',
    file: `${CONTENT_DIR}/pt/pages/sellers.yaml`,
    tail: '/pages/sellers.yaml',
    field: ['heading'],
    label: 'Heading',
    locale: 'pt',
    value: 'Vende o que fazes a quem quer comprar',
  },
];

/**
 * A picture for an article, as an editor brings one from a camera: named as the camera or the
 * editor named it, first too large for the site, then a size it takes. Its description is asked
 * for in every language the article has.
 */
const PICTURE = {
  entry: '#/collections/news/entries/instant-payouts',
  tail: '/news/instant-payouts.md',
  name: 'Madeira harbour photo.JPG',
  stored: `${MEDIA_FOLDER}/madeira-harbour-photo.jpg`,
  alt: {
    en: 'Fishing boats in Funchal harbour at dawn',
    pt: 'Barcos de pesca no porto do Funchal ao amanhecer',
    es: 'Barcos de pesca en el puerto de Funchal al amanecer',
    fr: 'Des bateaux de pêche dans le port de Funchal à l’aube',
  },
};

/** A photo's bytes: detail no encoder squeezes (noise, softened as a lens softens it). */
const photo = () =>
  sharp(Buffer.from(Array.from({ length: 1200 * 800 * 3 }, () => Math.random() * 256)), {
    raw: { width: 1200, height: 800, channels: 3 },
  })
    .blur(0.8)
    .jpeg({ quality: 95 })
    .toBuffer();

const taskOf = (file: string) =>
  TASKS.find((task) => file.endsWith(task.tail)) ??
  (file.endsWith(PICTURE.tail) || file === PICTURE.stored ? PICTURE : undefined);

/** `data` with `value` at `field` (a path of keys). */
function withValue(
  data: Record<string, unknown>,
  [key, ...rest]: string[],
  value: unknown,
): Record<string, unknown> {
  const inner = rest.length ? withValue(data[key] as Record<string, unknown>, rest, value) : value;
  return { ...data, [key]: inner };
}

/** Where the CMS opens `kind`'s first English entry (a file of its own: the kind's file). */
function editorOf(kind: ContentKind): string {
  if (!kind.path.includes('*')) return `#/collections/_singletons/entries/${kind.name}`;
  const [file] = filesOf(kind, 'en');
  return `#/collections/${kind.name}/entries/${path.basename(file, path.extname(file))}`;
}

/** Whether the CMS keeps a backup of the draft of the entry at `address` in this browser. */
const hasDraftBackup = (page: Page, address: string) =>
  page.evaluate(
    async (key) => {
      const STORE = 'draft-backups';
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name!);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains(STORE)) continue;
          const backup = await new Promise<unknown>((resolve) => {
            const request = db.transaction(STORE).objectStore(STORE).get(key);
            request.onsuccess = () => resolve(request.result);
          });
          if (backup) return true;
        } finally {
          db.close();
        }
      }
      return false;
    },
    /#\/collections\/([^/]+)\/entries\/(.+)$/.exec(address)!.slice(1),
  );

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
    // The CMS backs up a draft while an editor types, and may finish writing that backup just
    // after the save it belongs to: reopening the entry then offers to restore it. Every task here
    // saved what it typed, so the offer is discarded whenever it comes, as an editor would.
    const restoreOffer = page.getByRole('alertdialog', { name: 'Restore Draft' });
    await page.addLocatorHandler(restoreOffer, () =>
      restoreOffer.getByRole('button', { name: 'Discard' }).click(),
    );
  });

  afterAll(async () => {
    await browser?.close();
    for (const dir of [edited, REBUILT]) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of content/ with the files the CMS saved written over it: what a build would read. */
  const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-cms-'));
  let saved: Record<string, string> = {};
  let originals: Record<string, string> = {};

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

  it('opens on a copy of content/', async () => {
    originals = Object.fromEntries(
      filesUnder(CONTENT_DIR)
        .filter((file) => !isUpload(file))
        .map((file) => [file, fs.readFileSync(file, 'utf8')]),
    );
    await seedRepository(page, Object.entries(originals));
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.waitForURL(/#\/collections\//);
  });

  it.each(TASKS)(
    '$name',
    async (task) => {
      await page.goto(`${adminUrl}${task.entry}`);
      // A page's entry, a long one, takes a while to open on a machine busy with other suites.
      const opened = { timeout: 30_000 };
      await page.getByRole('button', { name: 'Save' }).waitFor(opened);
      if (task.locale)
        // English on the left, the translation chosen on the right: its fields side by side.
        await page
          .getByRole('radio', { name: languageNameIn(task.locale, 'en') })
          .last()
          .click(opened);
      const typeInto = async (label: string, value: unknown) =>
        (await fieldNamed(page, label, task.locale)).fill(String(value));
      if (task.wrong) {
        for (const also of task.wrong.also ?? []) await typeInto(also.label, also.value);
        await typeInto(task.label, task.wrong.value);
        const refusal = await refusedSave(page);
        for (const expected of task.wrong.refusals) expect(refusal).toMatch(expected);
        // What else was typed goes back as it was: the task's one right value is saved.
        const before = contentData(task.file, originals[task.file]);
        for (const also of task.wrong.also ?? []) await typeInto(also.label, before[also.field]);
      }
      await typeInto(task.label, task.value);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => !url.hash.includes('/entries/'));
      expect(consoleErrors).toEqual([]);
      expect(violations).toEqual([]);
      expect(elsewhere).toEqual([]);
    },
    60_000,
  );

  it('a picture for an article: too large refused on upload, then stored under a name the site takes, its description asked for in every language', async () => {
    await page.goto(`${adminUrl}${PICTURE.entry}`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
    const cover = await fieldNamed(page, 'Cover picture', 'group');
    const upload = cover.locator('input[type="file"]').first();
    const bytes = await photo();
    // Past the limit, the CMS says so and keeps nothing.
    await upload.setInputFiles({
      name: PICTURE.name,
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([bytes, Buffer.alloc(MAX_PICTURE_BYTES)]),
    });
    const tooLarge = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await tooLarge.getByText(/exceeds the maximum size of \W*5\W* MB/).waitFor();
    await tooLarge.getByRole('button', { name: 'OK' }).click();
    await upload.setInputFiles({ name: PICTURE.name, mimeType: 'image/jpeg', buffer: bytes });
    await cover.getByText(`${MEDIA_PATH}/${path.basename(PICTURE.stored)}`).waitFor();
    await (await fieldNamed(page, 'Cover description')).fill(PICTURE.alt.en);
    // English alone: each translation lacks its words for the picture.
    expect(await refusedSave(page)).toMatch(
      /^Portuguese, Spanish, French · Cover description: say what the cover picture shows/m,
    );
    for (const locale of ['pt', 'es', 'fr'] as const) {
      await page
        .getByRole('radio', { name: languageNameIn(locale, 'en') })
        .last()
        .click();
      await (await fieldNamed(page, 'Cover description', locale)).fill(PICTURE.alt[locale]);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 30_000 });
    expect({ consoleErrors, violations, elsewhere }).toEqual({
      consoleErrors: [],
      violations: [],
      elsewhere: [],
    });
  }, 90_000);

  it('previews an entry as the site shows it: its facts filled in, in the language previewed', async () => {
    await page.goto(`${adminUrl}#/collections/news/entries/business-center-opens`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
    // The pane beside English shows the preview, whichever language the last task left there.
    await page.getByRole('radio', { name: 'Preview' }).last().click();
    const preview = page.frameLocator('iframe').first();
    // The English preview: the description with {fees.goods} written in as English writes it.
    const english = preview.locator('article[lang="en"] p').first();
    await english.waitFor();
    expect(await english.textContent()).toContain(goods);
    await page.getByRole('radio', { name: 'French' }).first().click();
    const frenchFee = factTexts('fr').get('fees.goods') as string;
    await expect(preview.locator('article[lang="fr"] p').first().textContent()).resolves.toContain(
      frenchFee,
    );
    await expect(preview.locator('article .prose-agora h2').first().isVisible()).resolves.toBe(
      true,
    );
  }, 60_000);

  it.each(['#/collections/_singletons/entries/faq', '#/collections/pages/entries/sellers'])(
    'previews an entry without a Markdown body as its fields, the facts filled in: %s',
    async (address) => {
      await page.goto(`${adminUrl}${address}`);
      await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
      await page.getByRole('radio', { name: 'Preview' }).last().click();
      const preview = page.frameLocator('iframe').first().locator('article[lang="en"]');
      await preview.locator('dt').first().waitFor();
      const text = await preview.innerText();
      expect(text).toContain(`Title\n`);
      expect(text.match(/\{[a-z][\w.]*(:\w+)?\}/g)).toBeNull();
    },
    60_000,
  );

  it('previews a letter as the mail its subscribers get, in the language previewed', async () => {
    const letter = 'november-2026';
    await page.goto(`${adminUrl}#/collections/letters/entries/${letter}`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: 'Preview' }).last().click();
    const mail = page.frameLocator('iframe').first().locator('article[lang="pt"]');
    await page
      .getByRole('radio', { name: languageNameIn('pt', 'en') })
      .first()
      .click();
    await mail.waitFor();
    const { summary } = siteLetters().letters.find(({ slug }) => slug === letter)!.mail.pt;
    // The subject as the letter's task saved it.
    const subject = String(TASKS.find((task) => task.tail.startsWith('/letters/'))!.value);
    const site = loadSite('pt');
    // Its subject and preview line, then its words with the link to its page in Portuguese.
    await expect(mail.innerText()).resolves.toEqual(
      expect.stringMatching(
        new RegExp(
          [subject, summary, pageUrl(site.url, letterPagePath(letter), 'pt')]
            .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\s\\S]*'),
        ),
      ),
    );
  }, 60_000);

  it('saved those entries into content/, in every language each holds, and no other file', async () => {
    const after = await repositoryFiles(page);
    saved = Object.fromEntries(
      Object.entries(after).filter(
        ([file, text]) => file.startsWith(`${CONTENT_DIR}/`) && text !== originals[file],
      ),
    );
    expect(Object.keys(saved).filter((file) => !taskOf(file))).toEqual([]);
    expect(Object.keys(saved)).toEqual(
      expect.arrayContaining([...TASKS.map((task) => task.file), PICTURE.stored]),
    );
  });

  it('changes only the edited field in each file it saved', () => {
    fs.cpSync(CONTENT_DIR, edited, { recursive: true });
    for (const [file, text] of Object.entries(saved)) {
      const target = path.join(edited, path.relative(CONTENT_DIR, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, isUpload(file) ? Buffer.from(text, 'base64') : text);
    }
    const before = (file: string) => contentData(file, fs.readFileSync(file, 'utf8'));
    // Each saved file holds what it held, but for the one field edited in the one language.
    for (const [file, text] of Object.entries(saved)) {
      if (isUpload(file)) continue;
      const task = TASKS.find(
        (one) => one.file === file || (one.everyLanguage && file.endsWith(one.tail)),
      );
      const cover = file.endsWith(PICTURE.tail)
        ? {
            cover: `${MEDIA_PATH}/${path.basename(PICTURE.stored)}`,
            coverAlt: PICTURE.alt[localeOfContentFile(file)],
          }
        : undefined;
      const data = task
        ? withValue(before(file), task.field, task.value)
        : cover
          ? { ...before(file), ...cover }
          : before(file);
      expect({ file, data: contentData(file, text) }).toEqual({ file, data });
      // Byte for byte as the repository's layout writes it (npm run format:content): the lines of
      // the edited field and nothing else changed.
      expect({ file, text: cmsFileText(file, fieldsOf(kindOfFile(file)!), data) }).toEqual({
        file,
        text,
      });
    }
  });

  it('passes npm run check:content', () => {
    process.env.AGORA_CONTENT_DIR = edited;
    try {
      expect(contentProblems()).toEqual([]);
    } finally {
      delete process.env.AGORA_CONTENT_DIR;
    }
  });

  it('renders the pages again from them, and they show what the editor wrote', async () => {
    // The pages rendered from the edited copy (every content file passes its schema on the way),
    // into a folder of their own: out/ stays what the other suites are served.
    await renderAgain({ contentDir: edited, exportDir: REBUILT, name: 'cms-edits' });
    const heading = (page: string) =>
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(fs.readFileSync(path.join(REBUILT, `${page}.html`), 'utf8'))?.[1]
        .replace(/<[^>]+>/g, '');
    const valueOf = (name: string) => TASKS.find((task) => task.name.startsWith(name))?.value;
    expect(heading('news/business-center-opens')).toBe(valueOf('a news article'));
    expect(heading('pt/sellers')).toBe(valueOf("a Portuguese page's"));
    // The new fee, as the edited facts write it, on the sellers' page.
    process.env.AGORA_CONTENT_DIR = edited;
    const fee = factTexts('en').get('fees.goods') as string;
    delete process.env.AGORA_CONTENT_DIR;
    expect(fee).not.toBe(goods);
    expect(fs.readFileSync(path.join(REBUILT, 'sellers.html'), 'utf8')).toContain(fee);
    // The picture, in the site's sizes, with its words in each language.
    for (const [locale, alt] of Object.entries(PICTURE.alt)) {
      const html = fs.readFileSync(
        path.join(REBUILT, locale === 'en' ? '' : locale, 'news', 'instant-payouts.html'),
        'utf8',
      );
      expect(html).toMatch(
        /<picture><source type="image\/avif" srcset="\/img\/m[0-9a-f]{6}\/madeira-harbour-photo-400\.avif 400w/,
      );
      expect(html).toContain(`alt="${alt}"`);
    }
  }, 240_000);

  it.each(contentKinds.map((kind) => [kind.label, editorOf(kind)]))(
    '%s: leaving with changes asks first, a reload offers the draft back, and it saves',
    async (_label, address) => {
      await page.removeLocatorHandler(page.getByRole('alertdialog', { name: 'Restore Draft' }));
      await page.goto(`${adminUrl}${address}`);
      const save = page.getByRole('button', { name: 'Save' });
      await save.waitFor({ timeout: 30_000 });
      const field = page
        .getByRole('group', { name: /Field$/ })
        .getByRole('textbox')
        .first();
      const typed = ' (draft)';
      await field.click();
      await page.keyboard.press('End');
      await page.keyboard.type(typed);
      const valueOf = () =>
        field.evaluate((box) => (box as HTMLInputElement).value ?? box.textContent ?? '');
      const question = page.getByRole('dialog', { name: 'Leave this entry?' });
      // Escape and the CMS's back arrow: the entry stays open with what was typed.
      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: 'Keep editing' }).click();
      await page.getByRole('button', { name: 'Cancel Editing' }).click();
      await question.getByRole('button', { name: 'Keep editing' }).click();
      expect(new URL(page.url()).hash).toBe(address);
      expect(await valueOf()).toContain(typed);
      // The CMS backs the draft up half a second after the last change.
      for (let turn = 0; turn < 50 && !(await hasDraftBackup(page, address)); turn += 1)
        await page.waitForTimeout(200);
      expect(await hasDraftBackup(page, address)).toBe(true);
      // A reload asks too (the browser's own question), and the entry offers the draft back.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          dialog.accept();
        }),
      );
      await page.reload();
      expect(await asked).toBe('beforeunload');
      const offer = page.getByRole('alertdialog', { name: 'Restore Draft' });
      await offer.getByRole('button', { name: 'Restore' }).click({ timeout: 30_000 });
      // Back in its field, whichever languages the reloaded editor shows side by side.
      await page.waitForFunction(
        (words) =>
          [...document.querySelectorAll('input, textarea, [contenteditable="true"]')].some((box) =>
            ((box as HTMLInputElement).value ?? box.textContent).includes(words),
          ),
        typed,
        { timeout: 10_000 },
      );
      // Saved: the CMS writes what it was given. A change to Company facts may make a text
      // elsewhere too long, which the refusal names by its entry; the draft is then left.
      await save.click();
      const refused = page.getByText('The entry was not saved.');
      const closed = (url: URL) => !url.hash.includes('/entries/');
      await Promise.race([page.waitForURL(closed), refused.waitFor()]);
      const outcome = closed(new URL(page.url())) ? '' : await refusalText(page);
      if (outcome) {
        // Only the field typed into, or a text of another entry, its name first.
        const label = await field.evaluate((box) =>
          box
            .closest('[role="group"]')
            ?.getAttribute('aria-label')
            ?.replace(/^\u201c\u2068?|\u2069?\u201d Field$/g, ''),
        );
        expect({
          label,
          others: outcome
            .split('\n')
            .filter((line) => !line.includes(`${label}: `) && !/ · [^›:]+ › \S+ › /.test(line)),
        }).toEqual({ label, others: [] });
        await page.getByRole('button', { name: 'Cancel Editing' }).click();
        await question.getByRole('button', { name: 'Leave without saving' }).click();
        await page.waitForURL(closed);
      }
      expect(consoleErrors).toEqual([]);
    },
    60_000,
  );

  it.each(contentKinds.filter((kind) => kind.translatedLater).map((kind) => kind.name))(
    'a new %s entry starts in English alone, its other languages off until turned on',
    async (name) => {
      await page.goto(`${adminUrl}#/collections/${name}/new`);
      await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
      // The CMS marks a language whose copy is off with its "edit_off" icon on the language's tab.
      const tabs = await page
        .getByRole('radiogroup')
        .filter({ has: page.getByRole('radio', { name: /^English/ }) })
        .first()
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((radio) => [
            radio.textContent?.trim(),
            radio.textContent?.includes('edit_off'),
          ]),
        );
      expect(tabs).toEqual([
        [expect.stringContaining('English'), false],
        ...['Portuguese', 'Spanish', 'French'].map((language) => [
          expect.stringContaining(language),
          true,
        ]),
      ]);
      expect(consoleErrors).toEqual([]);
    },
    60_000,
  );

  it('saved each of those entries as it was but for the words typed, byte for byte', async () => {
    const after = await repositoryFiles(page);
    const changed = Object.keys(after).filter(
      (file) =>
        file.startsWith(`${CONTENT_DIR}/`) &&
        !isUpload(file) &&
        !taskOf(file) &&
        after[file] !== originals[file],
    );
    // Some entries' first field, grown by the words typed, is refused past its length.
    expect(changed.length).toBeGreaterThan(contentKinds.length / 2);
    for (const file of changed)
      expect({ file, text: after[file].replace(' (draft)', '') }).toEqual({
        file,
        text: originals[file],
      });
  });
});

/**
 * A field of the open entry by its label, in `locale`'s pane if given (`group`: the field's whole
 * group), inside `within` if given.
 */
async function fieldNamed(
  page: Page,
  label: string,
  locale?: 'en' | 'pt' | 'es' | 'fr' | 'group',
  within: Page | Locator = page,
): Promise<Locator> {
  const group = within.getByRole('group', { name: `\u201c\u2068${label}\u2069\u201d Field` });
  const inputs =
    locale === 'group'
      ? group
      : group.getByRole(/^(From|To|Goods)$/.test(label) ? 'spinbutton' : 'textbox', {
          name: label,
        });
  const field =
    locale && locale !== 'group' && locale !== 'en'
      ? inputs.and(page.locator(`[lang="${locale}"]`))
      : inputs.first();
  // The CMS draws a field once its pane is scrolled near it.
  await page.mouse.move(300, 450);
  for (let turn = 0; turn < 40 && (await field.count()) === 0; turn += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  return field;
}

/** Saves the open entry, expecting the CMS to refuse: the text of its dialog, then closed. */
async function refusedSave(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save' }).click();
  return refusalText(page);
}

/** The problems of the CMS's dialog for a refused save, once it shows, then closed. */
async function refusalText(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await dialog.getByText('The entry was not saved.').waitFor();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Its problems, a line each, between the CMS's sentence and the dialog's button.
  const lines = text.split('\n').map((line) => line.trim());
  const from = lines.indexOf('The entry was not saved.') + 1;
  return lines.slice(from, lines.indexOf('OK', from)).join('\n');
}
