/**
 * The configuration of the site's CMS, made from the content schemas (npm run cms:config).
 *
 * The CMS is Sveltia CMS rather than Decap CMS, because Sveltia can say where this project keeps
 * its languages and Decap cannot:
 * - English lives in content/<path> and each translation in content/<locale>/<path>. Sveltia puts
 *   the locale where `{{locale}}` stands in a collection's `folder` or a file's `file`, and its
 *   `omit_default_locale_from_file_path` option leaves English's folder out
 *   (https://sveltiacms.app/en/docs/i18n/structures). Decap's structures are
 *   `<folder>/<locale>/<slug>`, `<folder>/<slug>.<locale>` or one file holding every language
 *   (https://decapcms.org/docs/i18n; decap-cms-core 3.19.1 knows no other), none of which is this
 *   layout.
 * - It edits the languages side by side, each field translated or copied from English (`i18n`).
 * - It saves through GitHub with the editorial workflow (`publish_mode: editorial_workflow`: each
 *   change a pull request), signing in through an OAuth server at `base_url`, here the site.
 * - Locally it edits the working tree itself, with no server, in Chromium (the File System Access
 *   API, https://sveltiacms.app/en/docs/workflows/local): on 127.0.0.1 it offers "Work with Local
 *   Repository" and needs nothing in this file.
 * - @sveltia/cms (0.221.1) ships on npm: dist/sveltia-cms.js for a script tag, which loads its
 *   fonts from cdn.jsdelivr.net and optional parts from unpkg.com, and npm/index.js for a bundler,
 *   which carries its fonts and code highlighter (npm/assets/): bundled from there, the admin page
 *   loads nothing from a CDN. What no option turns off is the GitHub status check
 *   (www.githubstatus.com); a page policy without that host blocks it, and the CMS catches the
 *   failure and shows no status.
 */
import { stringify } from 'yaml';
import { contentKinds, type ContentKind } from '@/lib/content/content-kinds';
import { FACTS_FILE } from '@/lib/content/facts';
import { FACT_PLACEHOLDER } from '@/lib/content/fill-facts';
import { FILE_NAME_FIELD } from '@/lib/content/read';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { languageNeutral } from '@/lib/i18n/translation-report';
import { cmsBackend } from './cms-backend';
import { MAX_PICTURE_BYTES, MEDIA_FOLDER, MEDIA_PATH } from './media-folder.mjs';
import { cmsFields } from './cms-fields';
import { contentJsonSchema } from './content-json-schema';

/** Where the CMS looks for its configuration when it runs at /admin/ (public/ is the site's root). */
export const CMS_CONFIG_FILE = 'public/admin/config.yml';

/**
 * Uploads: stored in content/images/, named in content as /images/<file>, under the name the
 * content schema accepts (lowercase words and hyphens) and no larger than it lets through.
 */
const MEDIA = {
  media_folder: MEDIA_FOLDER,
  public_folder: MEDIA_PATH,
  media_libraries: {
    default: { config: { max_file_size: MAX_PICTURE_BYTES, slugify_filename: true } },
  },
};

/** A folder of entries ("news/*.md"): its folder and the entries' extension. */
const ENTRIES = /^(?<folder>.+)\/\*\.(?<extension>md|yaml)$/;

const translated = (kind: ContentKind) => !languageNeutral.includes(kind.path);

/**
 * The path of a kind's files from the project's root, `{{locale}}` where a translation's folder
 * goes: English's is content/ itself (omit_default_locale_from_file_path), as lib/content/read.ts
 * reads it.
 */
const cmsPath = (kind: ContentKind, path: string) =>
  [CONTENT_DIR, ...(translated(kind) ? ['{{locale}}'] : []), path].join('/');

/** The CMS's fields of a kind's files (a Markdown file's name is no field: the CMS names it). */
export function fieldsOf(kind: ContentKind, markdown = kind.path.endsWith('.md')) {
  const schema = contentJsonSchema(kind.schema);
  // A Markdown file's name is its slug: the CMS names the file, no field writes it.
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(
      ([name]) => !(markdown && name === FILE_NAME_FIELD),
    ),
  );
  return cmsFields(
    { ...schema, properties },
    {
      translated: translated(kind),
      ...(kind.translatedLater ? { firstIn: defaultLocale } : {}),
      // Every file but the facts file has its {facts} filled in before the build validates it.
      ...(kind.path === FACTS_FILE ? {} : { placeholder: FACT_PLACEHOLDER.source }),
    },
  );
}

function collection(kind: ContentKind, folder: string, extension: string) {
  const markdown = extension === 'md';
  const fields = fieldsOf(kind, markdown);
  return {
    name: kind.name,
    label: kind.label,
    ...(kind.singular ? { label_singular: kind.singular } : {}),
    ...(kind.description ? { description: kind.description } : {}),
    folder: cmsPath(kind, folder),
    extension,
    format: markdown ? 'yaml-frontmatter' : 'yaml',
    // An entry that may wait for its translations starts in English alone (its new entries were
    // refused for the other languages' empty fields): a translator turns a language on later, and
    // an editor writing all four turns them on at once.
    ...(translated(kind)
      ? { i18n: kind.translatedLater ? { initial_locales: 'default' } : true }
      : {}),
    // English's page at /news/<slug>, a translation's at /<locale>/news/<slug>.
    ...(kind.shownAt
      ? { preview_path: `{{locale}}${kind.shownAt.replace('[slug]', '{{slug}}')}` }
      : {}),
    create: !kind.fixed,
    delete: !kind.fixed,
    // The CMS lists entries and names new files by `title`; a kind without one (a letter's is its
    // subject) is named by its first field.
    ...(fields.some((field) => field.name === 'title') ? {} : { identifier_field: fields[0].name }),
    fields,
  };
}

/**
 * The CMS's own file format for the company facts (lib/cms/facts-form.ts, registered in
 * lib/cms/admin-app.mjs): its form edits each fact as in effect today, and a change is dated.
 */
export const FACTS_FORMAT = 'company-facts';

function singleton(kind: ContentKind) {
  return {
    name: kind.name,
    label: kind.label,
    file: cmsPath(kind, kind.path),
    ...(kind.path === FACTS_FILE ? { format: FACTS_FORMAT } : {}),
    ...(translated(kind) ? { i18n: true } : {}),
    fields: fieldsOf(kind, false),
  };
}

export function cmsConfig() {
  const entries = contentKinds.flatMap((kind) => {
    const match = ENTRIES.exec(kind.path)?.groups;
    return match ? [collection(kind, match.folder, match.extension)] : [];
  });
  return {
    backend: cmsBackend(),
    publish_mode: 'editorial_workflow',
    ...MEDIA,
    i18n: {
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
    },
    // New entries' file names, which schemas hold to kebab-case (lib/content/text.ts `slug`).
    slug: { encoding: 'ascii', clean_accents: true },
    // An optional field left empty is left out: the schemas refuse an empty text.
    output: { omit_empty_optional_fields: true },
    collections: entries,
    singletons: contentKinds.filter((kind) => !ENTRIES.test(kind.path)).map(singleton),
  };
}

/** The configuration file as written to CMS_CONFIG_FILE. */
export function cmsConfigFile(): string {
  return [
    '# Generated by `npm run cms:config` from the content schemas (lib/content/content-kinds.ts).',
    '# Do not edit: a unit test fails when this file differs from what the command writes.',
    stringify(cmsConfig(), { lineWidth: 0 }),
  ].join('\n');
}
