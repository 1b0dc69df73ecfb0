import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { detailRoutes, specRoutes } from './harness';

const contentDir = path.join(process.cwd(), 'content');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ya?ml|md)$/.test(entry.name) ? [full] : [];
  });
}

/** A content file's name without extension; a collection's `index.yaml` stands for its folder. */
function stemOf(file: string): string {
  const base = path.basename(file).replace(/\.(ya?ml|md)$/, '');
  return base === 'index' ? path.basename(path.dirname(file)) : base;
}

function dataOf(file: string): Record<string, unknown> {
  const source = fs.readFileSync(file, 'utf8');
  const yaml = file.endsWith('.md')
    ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '')
    : source;
  const data: unknown = parseYaml(yaml);
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * The heading a route's content file declares, read straight from content/ (not from the page), so
 * a page showing the wrong h1 fails. A route's file is content/**\/<last segment>.{yaml,md} (or the
 * folder content/<route>/index.yaml of a collection), inside
 * a folder named after the section for detail pages (content/jobs/<slug>.md); content/pages/ first.
 * `heading` wins over `title`, as pages whose SEO title differs from their h1 carry both.
 */
export function contentHeading(route: string): string {
  const segments = route.split('/');
  const name = segments.at(-1);
  const section = segments.length > 1 ? segments[0] : undefined;
  const candidates = filesUnder(contentDir)
    .filter((file) => stemOf(file) === name)
    .filter((file) => !section || file.split(path.sep).includes(section))
    .sort(
      (a, b) =>
        Number(!a.includes(`${path.sep}pages${path.sep}`)) -
        Number(!b.includes(`${path.sep}pages${path.sep}`)),
    );
  for (const key of ['heading', 'title']) {
    for (const file of candidates) {
      const value = dataOf(file)[key];
      if (typeof value === 'string') return value.trim();
    }
  }
  throw new Error(
    `No content file declares a heading for /${route}: looked for content/**/${section ? `${section}/**/` : ''}${name}.{yaml,md} with a "heading" or "title" field`,
  );
}

/** Every page a visitor can reach: the 17 spec routes, then the built job and news pages. */
export function allRoutes(): string[] {
  return [...specRoutes, ...detailRoutes()];
}
