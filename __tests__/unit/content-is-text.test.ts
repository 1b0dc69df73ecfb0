/**
 * @jest-environment node
 */
// Content is text (issue 41): check:content refuses HTML in every text field of every kind of
// content the CMS edits, Markdown and YAML alike, naming the file and the field; a letter's
// tracking pixel, a link whose words name another address, a subject's line break and a symbolic
// link under content/ too. The fields come from the kinds' schemas (lib/content/content-kinds.ts),
// read as the CMS reads them (their JSON Schema), never from a list here: a new field is tested as
// soon as a schema has it. One copy of content/ holds every case, and check:content runs once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { isWords } from '@/lib/cms/cms-fields';
import { contentJsonSchema, type JsonSchema } from '@/lib/cms/content-json-schema';
import { contentKinds, type ContentKind } from '@/lib/content/content-kinds';
import { contentProblems, type ContentProblem } from '@/lib/content/content-problems';
import { ContentError } from '@/lib/content/errors';
import { FACTS_FILE } from '@/lib/content/facts';
import { LINK_PROBLEM } from '@/lib/content/links.mjs';
import { loadNews } from '@/lib/content/news';
import { FILE_NAME_FIELD, FRONT_MATTER, localeFolder } from '@/lib/content/read';
import { defaultLocale, translatedLocales, type Locale } from '@/lib/i18n/locales';
import { mediaSources } from '@/lib/images/media.mjs';

/** HTML as the outside review wrote it into content, one of them in each field in turn. */
const HTML = [
  '<script>alert(localStorage["sveltia-cms.user"])</script>',
  '<svg><script>alert(1)</script></svg>',
  '<script type="module">alert(1)</script>',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<img src="https://tracker.example/p.gif">',
];

type Path = (string | number)[];

/** The option of a union that `value` is: the one whose constants (a section's kind) it has. */
function optionFor(schema: JsonSchema, value: unknown): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  const fits = (option: JsonSchema) =>
    Object.entries(option.properties ?? {}).every(
      ([key, field]) =>
        field.const === undefined || (value as Record<string, unknown>)?.[key] === field.const,
    ) &&
    (option.type === undefined ||
      option.type === (Array.isArray(value) ? 'array' : typeof value) ||
      (option.type === 'integer' && typeof value === 'number'));
  return optionFor(options.find(fits) ?? options[0], value);
}

/** Every text field a file's data fills, by its path, per its kind's JSON Schema. */
function textFields(schema: JsonSchema | undefined, value: unknown, at: Path = []): Path[] {
  if (!schema) throw new Error(`no schema for ${at.join('.')}`);
  const own = optionFor(schema, value);
  if (typeof value === 'string') return isWords(own) ? [at] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => textFields(own.items, item, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      textFields(
        own.properties?.[key] ??
          (typeof own.additionalProperties === 'object' ? own.additionalProperties : undefined),
        inner,
        [...at, key],
      ),
    );
  return [];
}

function update(data: unknown, [key, ...rest]: Path, change: (value: string) => string) {
  const holder = data as Record<string | number, unknown>;
  if (rest.length === 0) holder[key] = change(holder[key] as string);
  else update(holder[key], rest, change);
}

/** A content file as data (a Markdown file's body in `body`) and back. */
const asData = (file: string, source: string) => {
  if (!file.endsWith('.md')) return parse(source) as Record<string, unknown>;
  const [, frontMatter, body] = FRONT_MATTER.exec(source) ?? [];
  return { ...parse(frontMatter), body: body.trim() };
};
const asSource = (file: string, data: Record<string, unknown>) => {
  if (!file.endsWith('.md')) return stringify(data, { lineWidth: 0 });
  const { body, ...frontMatter } = data;
  return `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${String(body)}\n`;
};

/**
 * A language's files of a kind, from the project's root: its one file or each entry of its folder.
 * A translation's: English's forms are read by the schema of every page that links to the contact
 * form (its topic), so HTML in English's messages would hide the pages' own problems. The
 * company facts, in no language, fill every file: they have their own run.
 */
function filesOfKind(kindPath: string, locale: Locale = translatedLocales[0]): string[] {
  const folder = path.join('content', kindPath === FACTS_FILE ? '' : localeFolder(locale));
  if (!kindPath.includes('*')) return [path.join(folder, kindPath)];
  const dir = path.join(folder, path.dirname(kindPath));
  const extension = path.extname(kindPath);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name));
}

const project = process.cwd();
let copy: string;
let outside: string;
const links = {
  entry: 'content/news/zz-linked.md',
  upload: 'content/images/zz-linked.jpg',
  folder: 'content/zz-linked-folder',
};

/** The copy's content/ as published. */
function freshContent() {
  fs.rmSync(path.join(copy, 'content'), { recursive: true, force: true });
  fs.cpSync(path.join(project, 'content'), path.join(copy, 'content'), { recursive: true });
}

/** Files from outside the repository, linked into the copy as an entry, an upload and a folder. */
function linkOutside() {
  fs.copyFileSync(
    path.join(project, filesOfKind('news/*.md', defaultLocale)[0]),
    path.join(outside, 'entry.md'),
  );
  const upload = fs.readdirSync(path.join(project, 'content/images'))[0];
  fs.copyFileSync(path.join(project, 'content/images', upload), path.join(outside, 'upload.jpg'));
  fs.symlinkSync(path.join(outside, 'entry.md'), links.entry);
  fs.symlinkSync(path.join(outside, 'upload.jpg'), links.upload);
  fs.symlinkSync(copy, links.folder);
}

/** How many text fields each kind's files have. */
const fieldsByKind = new Map<string, number>();

/**
 * HTML into every text field of every file of `kinds` (a language's: each has the same fields), and into each letter a tracking pixel, a deceiving link and a line break in its
 * subject: what check:content must then say, field by field.
 */
function giveHtml(kinds: ContentKind[]): ContentProblem[] {
  const expected: ContentProblem[] = [];
  let turn = 0;
  for (const kind of kinds) {
    const schema = contentJsonSchema(kind.schema);
    for (const file of filesOfKind(kind.path)) {
      const data = asData(file, fs.readFileSync(file, 'utf8'));
      const fields = textFields(schema, data).filter((at) => at[0] !== FILE_NAME_FIELD);
      fieldsByKind.set(kind.name, (fieldsByKind.get(kind.name) ?? 0) + fields.length);
      for (const field of fields) {
        const html = HTML[turn++ % HTML.length];
        update(data, field, (value) => `${value} ${html}`);
        expected.push({ file, problem: `${field.join('.')}: ` });
      }
      if (kind.name === 'letters') {
        data.body = `${data.body}\n\n![A pixel](https://tracker.example/p.gif) [agora.pt](https://evil.example/)`;
        data.subject = `${data.subject}\r\nBcc: everyone@example.com`;
        expected.push(
          { file, problem: 'body: "https://tracker.example/p.gif" is not a picture uploaded here' },
          { file, problem: `body: the link's words "agora.pt" are an address, but it leads to` },
          { file, problem: 'subject: must be one line' },
        );
      }
      fs.writeFileSync(file, asSource(file, data));
    }
  }
  return expected;
}

/** check:content's problems, timed. */
function checked(what: string): ContentProblem[] {
  const started = performance.now();
  const found = contentProblems();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`check:content on ${what}: ${found.length} problems in ${seconds} s`);
  return found;
}

/** The company facts fill every other file: check:content shows their problems alone. */
const isFacts = (kind: ContentKind) => kind.path === FACTS_FILE;
let expected: ContentProblem[];
let problems: ContentProblem[];

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-content-is-text-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-outside-'));
  freshContent();
  process.chdir(copy);
  expected = giveHtml(contentKinds.filter((kind) => !isFacts(kind)));
  linkOutside();
  problems = checked(`${expected.length} fields given HTML and 3 symbolic links`);
}, 120_000);

afterAll(() => {
  process.chdir(project);
  for (const dir of [copy, outside]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Which of `wanted` no problem of `found` says, at its file and field. */
const unsaid = (wanted: ContentProblem[], found: ContentProblem[]) =>
  wanted.filter(({ file, problem }) =>
    found.every((each) => each.file !== file || !each.problem.startsWith(problem)),
  );

test('check:content refuses HTML in every text field of every kind, naming the file and the field', () => {
  expect(unsaid(expected, problems)).toEqual([]);
});

test('check:content refuses HTML in the company facts, field by field', () => {
  freshContent();
  const facts = giveHtml(contentKinds.filter(isFacts));
  expect(unsaid(facts, checked(`${facts.length} company facts given HTML`))).toEqual([]);
  console.log(
    `text fields by kind: ${[...fieldsByKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
  );
  // Every kind the CMS edits has text fields, each of them tested.
  expect(contentKinds.filter((kind) => !fieldsByKind.get(kind.name))).toEqual([]);
});

test("the problem tells the editor what to write, and quotes the field's HTML", () => {
  const news = problems.find(
    ({ file, problem }) => file.includes('/news/') && problem.startsWith('body: has HTML'),
  );
  expect(news?.problem).toMatch(
    /^body: has HTML \(".+"\), which the site shows as typed and never runs: write it in Markdown/,
  );
});

test('check:content refuses a symbolic link under content/, to a file or a folder', () => {
  for (const link of Object.values(links))
    expect(problems).toContainEqual({ file: link, problem: `(file): ${LINK_PROBLEM}` });
});

test("the build's readers refuse a linked entry and leave a linked upload out", () => {
  // The content as published, with the links alone.
  freshContent();
  linkOutside();
  expect(() => loadNews('en')).toThrow(ContentError);
  expect(() => loadNews('en')).toThrow(`${links.entry} ${LINK_PROBLEM}`);
  expect([...mediaSources().values()].map((file) => path.relative(copy, file))).not.toContain(
    links.upload,
  );
});
