import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CMS_CONFIG_FILE, cmsConfigFile } from '@/lib/cms/cms-config';
import { MAX_PICTURE_BYTES, MEDIA_FOLDER, PICTURE_TYPES } from '@/lib/cms/media-folder.mjs';
import type { CmsField } from '@/lib/cms/cms-fields';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { defaultLocale, locales as siteLocales } from '@/lib/i18n/locales';
import { allSitePages } from '@/lib/routes';
import { contentData, uneditable } from '../support/cms-editable';

const committed = readFileSync(CMS_CONFIG_FILE, 'utf8');

describe('the CMS configuration', () => {
  it('is what npm run cms:config makes of the content schemas', () => {
    if (committed !== cmsConfigFile())
      throw new Error(
        `${CMS_CONFIG_FILE} differs from what the content schemas make: run npm run cms:config and commit it`,
      );
  });
});

/** A collection or a single file of the CMS, with the paths it reads in each language. */
interface Editor {
  name: string;
  fields: CmsField[];
  /** Whether it edits this file (a path from the project's root). */
  edits: (file: string) => boolean;
}

const config = parse(committed);
const { locales, default_locale: english, omit_default_locale_from_file_path: omit } = config.i18n;

/** A CMS path in a language, `{{locale}}` filled in as the CMS fills it. */
const inLocale = (template: string, locale: string) =>
  template.replace('{{locale}}/', omit && locale === english ? '' : `${locale}/`);

const inSomeLocale = (template: string, matches: (resolved: string) => boolean) =>
  (locales as string[]).some((locale) => matches(inLocale(template, locale)));

const editors: Editor[] = [
  ...config.collections.map(
    (collection: { name: string; folder: string; extension: string; fields: CmsField[] }) => ({
      name: collection.name,
      fields: collection.fields,
      edits: (file: string) =>
        file.endsWith(`.${collection.extension}`) &&
        inSomeLocale(collection.folder, (folder) => path.dirname(file) === folder),
    }),
  ),
  ...config.singletons.map((singleton: { name: string; file: string; fields: CmsField[] }) => ({
    name: singleton.name,
    fields: singleton.fields,
    edits: (file: string) => inSomeLocale(singleton.file, (resolved) => resolved === file),
  })),
];

/** Every content file, every language, from the project's root. */
const contentFiles = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => path.join(CONTENT_DIR, file).split(path.sep).join('/'))
  .sort();

const dataOf = (file: string) => contentData(file, readFileSync(file, 'utf8'));

describe('every content file', () => {
  it('is edited by one collection or file of the CMS', () => {
    const unedited = contentFiles.filter(
      (file) => editors.filter((editor) => editor.edits(file)).length !== 1,
    );
    expect(unedited).toEqual([]);
  });

  it('holds only keys and values the CMS can edit and save as they are', () => {
    const problems = contentFiles.flatMap((file) => {
      const editor = editors.find((candidate) => candidate.edits(file));
      return editor ? uneditable(dataOf(file), editor.fields).map((gap) => `${file}: ${gap}`) : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('every collection and file of the CMS', () => {
  it('edits some content file (its path is no typo)', () => {
    const idle = editors.filter((editor) => !contentFiles.some(editor.edits));
    expect(idle.map((editor) => editor.name)).toEqual([]);
  });
});

describe("a collection's preview_path", () => {
  // A job past its closing day, or a letter before its day, is on no page: an entry of each
  // collection, in each language, is enough to show the address is the site's.
  it("is the address of its entries' pages, in every language", () => {
    const pages = new Set(allSitePages().map((page) => page.path));
    const config = parse(cmsConfigFile()) as {
      collections: { name: string; folder: string; extension: string; preview_path?: string }[];
    };
    const unseen = config.collections.flatMap(({ name, folder, extension, preview_path: path }) =>
      path === undefined
        ? []
        : siteLocales.flatMap((locale) => {
            const prefix = locale === defaultLocale ? '' : `/${locale}`;
            const addresses = readdirSync(folder.replace('/{{locale}}', prefix))
              .filter((file) => file.endsWith(`.${extension}`) && file !== `index.${extension}`)
              .map((file) =>
                path.replace('{{locale}}', prefix).replace('{{slug}}', file.split('.')[0]),
              );
            return addresses.some((address) => pages.has(address)) ? [] : [`${name} ${locale}`];
          }),
    );
    expect(unseen).toEqual([]);
  });
});

describe('pictures in the CMS', () => {
  const withCover = (config.collections as { name: string; fields: CmsField[] }[]).filter(
    (collection) => collection.fields.some((field) => field.name === 'cover'),
  );

  it('news, jobs and letters have a cover: one upload for every language, words in each', () => {
    expect(withCover.map((collection) => collection.name).sort()).toEqual(
      ['jobs', 'letters', 'news'].sort(),
    );
    for (const collection of withCover) {
      expect(collection.fields.filter((field) => field.name.startsWith('cover'))).toEqual([
        expect.objectContaining({ name: 'cover', widget: 'image', i18n: 'duplicate' }),
        expect.objectContaining({ name: 'coverAlt', i18n: true }),
      ]);
    }
  });

  it('takes an upload, never an address elsewhere, only of a kind the build makes sizes of', () => {
    const cover = withCover[0].fields.find((field) => field.name === 'cover')!;
    expect(cover).toMatchObject({ choose_url: false });
    for (const type of cover.accept!.split(',')) {
      expect(Object.values(PICTURE_TYPES)).toContain(type);
    }
  });

  it('names an upload as the content check wants it and refuses one larger than it takes', () => {
    expect(config.media_folder).toBe(MEDIA_FOLDER);
    expect(config.media_libraries.default.config).toEqual({
      max_file_size: MAX_PICTURE_BYTES,
      slugify_filename: true,
    });
  });
});
