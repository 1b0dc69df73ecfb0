import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './errors';

/** Root of the editable content; tests point it elsewhere to feed broken files. */
export function contentRoot(): string {
  return process.env.AGORA_CONTENT_DIR ?? path.join(process.cwd(), 'content');
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(relative(file), ['(file): missing or unreadable']);
  }
}

function parseWith<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw ContentError.fromZod(relative(file), result.error);
  return result.data;
}

function yamlOf(source: string, file: string): unknown {
  try {
    return parseYaml(source);
  } catch (error) {
    throw new ContentError(relative(file), [`(file): not valid YAML: ${(error as Error).message}`]);
  }
}

const parsed = new WeakMap<z.ZodType, Map<string, unknown>>();

/**
 * `read()` once per schema and path in a production build: every page of `next build` runs in the
 * same process and asks for the same files (each detail page for its whole collection), so reading
 * and validating them again would make the build grow with the square of the content. The dev
 * server and the tests read afresh, so edits show without a restart.
 */
function once<T>(schema: z.ZodType, where: string, read: () => T): T {
  if (process.env.NODE_ENV !== 'production') return read();
  let byPath = parsed.get(schema);
  if (!byPath) parsed.set(schema, (byPath = new Map()));
  if (!byPath.has(where)) byPath.set(where, read());
  return byPath.get(where) as T;
}

/** Reads `content/<name>` (YAML) and validates it. */
export function readYaml<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(contentRoot(), name);
  return once(schema, file, () => parseWith(schema, yamlOf(readText(file), file), file));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Reads a Markdown file with YAML front matter. The body is handed to the schema as `body` and the
 * file name (without `.md`) as `slug`, so schemas can validate them like any other field.
 */
export function readMarkdown<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return once(schema, file, () => parseMarkdown(file, schema));
}

function parseMarkdown<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const source = readText(file);
  const match = FRONT_MATTER.exec(source);
  if (!match)
    throw new ContentError(relative(file), ['(file): front matter (--- ... ---) missing']);
  const data = yamlOf(match[1], file);
  const slug = path.basename(file, '.md');
  return parseWith(schema, { ...(data as object), slug, body: match[2].trim() }, file);
}

/** Reads every `.md` file in `content/<dir>` (sorted by name). */
export function readMarkdownDir<S extends z.ZodType>(dir: string, schema: S): z.output<S>[] {
  const folder = path.join(contentRoot(), dir);
  return once(schema, path.join(folder, '*.md'), () =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => readMarkdown(path.join(folder, name), schema)),
  );
}
