// Build time: reads content/ from disk. The CMS's bundle runs it too, on stand-ins for node:fs.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './errors';
import { LINK_PROBLEM, linkOnTheWay } from './links.mjs';

/** The folder of the editable content, relative to the project. */
export const CONTENT_DIR = 'content';

/** Root of the editable content; tests point it elsewhere to feed broken files. */
export function contentRoot(): string {
  return process.env.AGORA_CONTENT_DIR ?? path.join(process.cwd(), CONTENT_DIR);
}

/** A file as error messages name it: relative to the project. */
export function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** A content file's text; never a symbolic link's (lib/content/links.mjs). */
export function readText(file: string): string {
  const link = linkOnTheWay(contentRoot(), file);
  if (link) throw new ContentError(relative(file), [`(file): ${relative(link)} ${LINK_PROBLEM}`]);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(relative(file), ['(file): missing or unreadable']);
  }
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw ContentError.fromZod(relative(file), result.error);
  return result.data;
}

export function yamlOf(source: string, file: string): unknown {
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
export function once<T>(schema: z.ZodType, where: string, read: () => T): T {
  if (process.env.NODE_ENV !== 'production') return read();
  let byPath = parsed.get(schema);
  if (!byPath) parsed.set(schema, (byPath = new Map()));
  if (!byPath.has(where)) byPath.set(where, read());
  return byPath.get(where) as T;
}

/**
 * Reads `content/<name>` (YAML) and validates it, after `prepare` (lib/content/read.ts fills in
 * the {facts} there; the facts file itself is read as written).
 */
export function readYamlFile<S extends z.ZodType>(
  name: string,
  schema: S,
  prepare: (data: unknown, file: string) => unknown = (data) => data,
): z.output<S> {
  const file = path.join(contentRoot(), name);
  return once(schema, file, () =>
    parseWith(schema, prepare(yamlOf(readText(file), file), relative(file)), file),
  );
}
