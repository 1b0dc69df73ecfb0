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
import { FACT_PLACEHOLDER, fillFacts } from '@/lib/content/fill-facts';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { localeOfContentFile } from '@/lib/content/read';
import { siteLetters } from '@/lib/content/site-letters';
import { loadSite } from '@/lib/content/site';
import { letterPath as letterPagePath } from '@/lib/newsletter-pages';
import { pageUrl } from '@/functions/src/newsletter-links';
import { MAX_PICTURE_BYTES, MEDIA_FOLDER, MEDIA_PATH } from '@/lib/cms/media-folder.mjs';
import { languageNameIn } from '@/lib/i18n/language-names';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { languageNeutral } from '@/lib/i18n/translation-report';
import { contentData } from '../support/cms-editable';
import { fieldsOf } from '@/lib/cms/cms-config';
import type { CmsField } from '@/lib/cms/cms-fields';
import { cmsFileText } from '@/lib/cms/cms-layout';
import { contentKinds, kindOfFile, type ContentKind } from '@/lib/content/content-kinds';
import { today } from '@/lib/today';
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
  /**
   * A company fact: its new value is saved as in effect from today, its value until then kept for
   * the texts published before (lib/content/dated-facts.ts).
   */
  dated?: true;
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
        /^English · Description: ".+" is a company fact: write \{fees\.goods\} instead/m,
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
    dated: true,
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

/**
 * A new question in the FAQ, in four languages, as an editor adds one: added once, in English, to
 * the questions of one topic (`topic`, counted from 0), it arrives empty in each translation's
 * list at the same place, where its words are typed. The words as a proofreader of each language
 * would pass them: French's no-break space before "?" and ":", Portuguese's weekly days.
 */
const QUESTION = {
  entry: '#/collections/_singletons/entries/faq',
  file: `${CONTENT_DIR}/faq.yaml`,
  tail: '/faq.yaml',
  topic: 2,
  words: {
    en: {
      question: 'Can I choose the day my payout is sent?',
      answer:
        'Not yet: payouts leave every {payouts.days}. An instant payout, for {payouts.instantFee}, leaves when you ask.',
    },
    pt: {
      question: 'Posso escolher o dia em que recebo a transferência?',
      answer:
        'Ainda não: as transferências saem {payouts.days:weekly}. Uma transferência imediata, por {payouts.instantFee}, sai quando pedes.',
    },
    es: {
      question: '¿Puedo elegir el día en que se envía mi pago?',
      answer:
        'Todavía no: los pagos salen {payouts.days}. Un pago inmediato, por {payouts.instantFee}, sale cuando lo pides.',
    },
    fr: {
      question: 'Puis-je choisir le jour de mon virement\u00a0?',
      answer:
        'Pas encore\u00a0: les virements partent {payouts.days}. Un virement instantané, pour {payouts.instantFee}, part quand vous le demandez.',
    },
  },
};

/** `data` (a FAQ file's) with the question in `locale` added last to the topic's questions. */
function withQuestion(data: Record<string, unknown>, locale: keyof typeof QUESTION.words) {
  const topics = structuredClone(data.topics) as { items: unknown[] }[];
  topics[QUESTION.topic].items.push(QUESTION.words[locale]);
  return { ...data, topics };
}

/** A field's group in the CMS, by its label: "“Title” Field", its name in isolation marks. */
const fieldGroup = (label: string) => `\u201c\u2068${label}\u2069\u201d Field`;

/** The pane of the open entry that edits `language`'s copy. */
const paneOf = (page: Page, language: string) =>
  page.getByRole('group', { name: `Edit \u2068${language}\u2069 Content` });

/**
 * `locator`, once the CMS has drawn it (`count` of its matches): its pane scrolled, the mouse over
 * `x`, until they show.
 */
async function drawn(page: Page, locator: Locator, x = 300, count = 1): Promise<Locator> {
  await page.mouse.move(x, 450);
  for (let turn = 0; turn < 80 && (await locator.count()) < count; turn += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(50);
  }
  return locator;
}

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
  (file.endsWith(PICTURE.tail) || file === PICTURE.stored ? PICTURE : undefined) ??
  (file.endsWith(QUESTION.tail) ? QUESTION : undefined);

/** The value at `field` (a path of keys) in `data`. */
const valueAt = (data: unknown, field: string[]) =>
  field.reduce((node, key) => (node as Record<string, unknown>)[key], data);

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

/** The CMS's backup of a draft: each language's values by their dotted paths, and which are on. */
interface DraftBackup {
  currentLocales: Record<string, boolean>;
  currentValues: Record<string, Record<string, unknown>>;
}

/** The CMS's backup of the draft of the entry at `address` in this browser, if it keeps one. */
const draftBackup = (page: Page, address: string) =>
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
          if (backup) return backup as DraftBackup;
        } finally {
          db.close();
        }
      }
      return undefined;
    },
    /#\/collections\/([^/]+)\/entries\/(.+)$/.exec(address)!.slice(1),
  );

/** Whether the CMS keeps a backup of the draft of the entry at `address` in this browser. */
const hasDraftBackup = async (page: Page, address: string) =>
  (await draftBackup(page, address)) !== undefined;

/** `data`'s values by their dotted paths (topics.2.items.0.question), as the CMS holds an entry. */
function flattened(data: unknown, at = ''): Record<string, unknown> {
  if (!data || typeof data !== 'object' || data instanceof Date) return { [at]: data };
  return Object.assign(
    {},
    ...Object.entries(data).map(([key, inner]) => flattened(inner, at ? `${at}.${key}` : key)),
  );
}

/** Each list's length among dotted values (`topics.2.items` → 4), by the list's path. */
function listLengths(values: Record<string, unknown>): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const parts of Object.keys(values).map((key) => key.split('.')))
    parts.forEach((part, at) => {
      if (!/^\d+$/.test(part)) return;
      const list = parts.slice(0, at).join('.');
      lengths.set(list, Math.max(lengths.get(list) ?? 0, Number(part) + 1));
    });
  return lengths;
}

/** The values of the item at `item` (topics.5) among dotted values, the CMS's own keys left out. */
const newItem = (values: Record<string, unknown>, item: string) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([key]) => (key === item || key.startsWith(`${item}.`)) && !key.includes('.__sc_'),
    ),
  );

/** The paths of the lists among CMS fields (sections, sections.items…), at any depth. */
function listsOf(fields: CmsField[], at = ''): string[] {
  return fields.flatMap((field) => [
    ...(field.widget === 'list' ? [`${at}${field.name}`] : []),
    ...listsOf(
      [
        ...(field.fields ?? []),
        ...(field.types ?? []).flatMap((type) => type.fields),
        ...(field.field ? [field.field] : []),
      ],
      `${at}${field.name}.`,
    ),
  ]);
}

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

  /** Saves the open entry, which the CMS closes, with no error, policy violation or other host. */
  async function savedAndClosed() {
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 30_000 });
    expect({ consoleErrors, violations, elsewhere }).toEqual({
      consoleErrors: [],
      violations: [],
      elsewhere: [],
    });
  }

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

  it('names entries with the facts their titles name filled in, in its lists and over the editor', async () => {
    const news = contentKinds.find((kind) => kind.name === 'news')!;
    const file = filesOf(news, 'en').find((one) =>
      String(contentData(one, originals[one]).title).match(FACT_PLACEHOLDER),
    )!;
    const title = fillFacts(contentData(file, originals[file]).title, file) as string;
    await page.goto(`${adminUrl}#/collections/${news.name}`);
    const list = page.getByRole('grid').first();
    await list.getByText(title).waitFor({ timeout: 30_000 });
    expect((await list.innerText()).match(FACT_PLACEHOLDER)).toBeNull();
    await page.goto(`${adminUrl}${editorOf(news).replace(/[^/]+$/, path.basename(file, '.md'))}`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
    await expect(page.locator('[role="toolbar"] h2').last().innerText()).resolves.toContain(title);
    // The field holds the title as written: what is saved is the placeholder.
    expect(await (await fieldNamed(page, 'Title')).inputValue()).toBe(
      contentData(file, originals[file]).title,
    );
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
    await savedAndClosed();
  }, 90_000);

  it('a new FAQ question in four languages: added once in English, it arrives empty in each translation, is refused until its words are there, then saved', async () => {
    await page.goto(`${adminUrl}${QUESTION.entry}`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
    // Each topic's questions, once the pane is scrolled through: the CMS draws what comes in view.
    const topics = (contentData(QUESTION.file, originals[QUESTION.file]).topics as unknown[])
      .length;
    const questions = (language: string) =>
      paneOf(page, language)
        .getByRole('group', { name: fieldGroup('Items') })
        .nth(QUESTION.topic);
    const drawnTopics = (language: string, x?: number) =>
      drawn(
        page,
        paneOf(page, language).getByRole('group', { name: fieldGroup('Items') }),
        x,
        topics,
      );
    await drawnTopics('English');
    await (await drawn(page, questions('English').getByRole('button', { name: /^Add / }))).click();
    /** The new question's field `label` in `language`'s pane (its mouse over `x`): the empty one. */
    const newField = async (language: string, label: string, x?: number) => {
      const boxes = questions(language)
        .getByRole('group', { name: fieldGroup(label) })
        .getByRole('textbox');
      // The CMS draws an item once it is in view: up from the list's end until an empty one is.
      await drawnTopics(language, x);
      await drawn(page, questions(language).getByRole('button', { name: /^Add / }), x);
      const empty = () =>
        boxes.evaluateAll((found) => found.findIndex((box) => !(box as HTMLTextAreaElement).value));
      for (let turn = 0; turn < 20 && (await empty()) < 0; turn += 1) {
        await page.mouse.wheel(0, -200);
        await page.waitForTimeout(50);
      }
      const index = await empty();
      expect({ language, label, empty: index >= 0 }).toEqual({ language, label, empty: true });
      return boxes.nth(index);
    };
    const type = async (
      language: string,
      words: { question: string; answer: string },
      x?: number,
    ) => {
      await (await newField(language, 'Question', x)).fill(words.question);
      await (await newField(language, 'Answer', x)).fill(words.answer);
    };
    await type('English', QUESTION.words.en);
    // The translations' copies of it are there and empty: the CMS refuses them as they are.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('6 fields have errors.').waitFor();
    for (const locale of ['pt', 'es', 'fr'] as const) {
      const language = languageNameIn(locale, 'en');
      await page.getByRole('radio', { name: language }).last().click();
      // Its copy is there, empty (where: the saved files say, below).
      await type(language, QUESTION.words[locale], 900);
    }
    await savedAndClosed();
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
      expect.arrayContaining([
        ...TASKS.map((task) => task.file),
        PICTURE.stored,
        ...locales.flatMap((locale) =>
          filesOf(kindOfFile(`${CONTENT_DIR}${QUESTION.tail}`)!, locale),
        ),
      ]),
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
        ? withValue(
            before(file),
            task.field,
            task.dated
              ? [
                  { since: today(), value: task.value },
                  { value: valueAt(before(file), task.field) },
                ]
              : task.value,
          )
        : cover
          ? { ...before(file), ...cover }
          : file.endsWith(QUESTION.tail)
            ? withQuestion(before(file), localeOfContentFile(file))
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
    // An article published before today says the fee it said: the change took effect today.
    const article = fs.readFileSync(
      path.join(REBUILT, 'news', 'business-center-opens.html'),
      'utf8',
    );
    expect({ old: article.includes(goods), new: article.includes(fee) }).toEqual({
      old: true,
      new: false,
    });
    // The new question on the FAQ page in every language.
    for (const [locale, { question }] of Object.entries(QUESTION.words)) {
      const html = fs.readFileSync(
        path.join(REBUILT, locale === 'en' ? '' : locale, 'faq.html'),
        'utf8',
      );
      expect(html).toContain(question.replace(/'/g, '&#x27;'));
    }
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

  it.each(
    contentKinds.filter((kind) => listsOf(fieldsOf(kind)).length).map((kind) => [kind.label, kind]),
  )(
    '%s: an item added to a list in English, or removed from a full one, is in every language, once',
    async (_label, kind) => {
      const address = editorOf(kind);
      // A backup the CMS finished just after an earlier save of the entry is offered back: not
      // this test's.
      const offered = await hasDraftBackup(page, address);
      await page.goto(`${adminUrl}${address}`);
      await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 30_000 });
      if (offered)
        await page
          .getByRole('alertdialog', { name: 'Restore Draft' })
          .getByRole('button', { name: 'Discard' })
          .click();
      // English's pane (on the left, where the CMS shows the language last picked there), or the
      // only one of a file every language shares.
      const neutral = languageNeutral.includes(kind.path);
      if (!neutral)
        await page
          .getByRole('radio', { name: languageNameIn(defaultLocale, 'en') })
          .first()
          .click();
      const english = neutral
        ? page.getByRole('group', { name: 'Content Editor' })
        : paneOf(page, languageNameIn(defaultLocale, 'en'));
      const buttons = await drawn(page, english.getByRole('button', { name: /^(Add|Remove)\b/ }));
      await buttons.first().waitFor();
      const add = english.getByRole('button', { name: /^Add / }).and(page.locator(':enabled'));
      const adding = (await add.count()) > 0;
      if (adding) {
        await add.first().click();
        // A list of mixed kinds (a page's sections) asks which kind: the first.
        const kinds = page.getByRole('menuitem');
        if (await kinds.first().isVisible()) await kinds.first().click();
      } else {
        // Every list in view is full: an item of the first is removed, drawn from the top down.
        await page.mouse.wheel(0, -1_000_000);
        const remove = english
          .getByRole('button', { name: 'Remove' })
          .and(page.locator(':enabled'));
        await (await drawn(page, remove)).first().click();
      }
      // What the CMS holds of the entry, in every language, as its draft backup has it.
      const [file] = filesOf(kind, 'en');
      const before = listLengths(flattened(contentData(file, originals[file])));
      let draft: DraftBackup | undefined;
      // English's copy, or the only one of a file every language shares.
      const reference = () =>
        draft?.currentValues[defaultLocale] ?? Object.values(draft?.currentValues ?? {})[0] ?? {};
      const changed = () =>
        [...listLengths(reference())].filter(
          ([list, length]) => length !== (before.get(list) ?? 0),
        );
      for (let turn = 0; turn < 50 && !changed().length; turn += 1) {
        await page.waitForTimeout(200);
        draft = await draftBackup(page, address);
      }
      const [[list, length]] = changed();
      expect({ list, length }).toEqual({
        list,
        length: (before.get(list) ?? 0) + (adding ? 1 : -1),
      });
      for (const [locale, on] of Object.entries(draft!.currentLocales)) {
        if (!on) continue;
        const values = draft!.currentValues[locale];
        expect({ locale, length: listLengths(values).get(list) }).toEqual({ locale, length });
        // A new item holds what English's new item holds (its fields' defaults): no words copied.
        if (adding)
          expect({ locale, item: newItem(values, `${list}.${length - 1}`) }).toEqual({
            locale,
            item: newItem(reference(), `${list}.${length - 1}`),
          });
      }
      await page.getByRole('button', { name: 'Cancel Editing' }).click();
      await page
        .getByRole('dialog', { name: 'Leave this entry?' })
        .getByRole('button', { name: 'Leave without saving' })
        .click();
      await page.waitForURL((url) => !url.hash.includes('/entries/'));
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
  return drawn(page, field);
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
