// Deploy time: reads content/facts.yaml and content/site.yaml as written, before any build.
import 'server-only';
import path from 'node:path';
import { contentJsonSchema, type JsonSchema } from '@/lib/cms/content-json-schema';
import { isReservedDomain } from '@/lib/reserved-domains';
import { FACTS_FILE, factsSchema, TO_BE_SUPPLIED_MARK } from './facts';
import { contentRoot, readText, relative, yamlOf } from './read-file';

/** Firebase Hosting's own addresses for a project: <project>.web.app, <project>.firebaseapp.com. */
const FIREBASE_HOST = /^([a-z0-9-]+)\.(web\.app|firebaseapp\.com)$/;

const readRaw = (file: string): Record<string, unknown> => {
  const source = path.join(contentRoot(), file);
  return (yamlOf(readText(source), relative(source)) ?? {}) as Record<string, unknown>;
};

/** The value at a dotted path of a YAML document, or undefined. */
const at = (document: unknown, names: string[]): unknown =>
  names.reduce<unknown>(
    (node, name) => (node && typeof node === 'object' ? (node as never)[name] : undefined),
    document,
  );

/** The dotted names of the facts only the company can give, with what each one is. */
function toBeSupplied(schema: JsonSchema, names: string[] = []): [string[], string][] {
  if ((schema as Record<string, unknown>)[Object.keys(TO_BE_SUPPLIED_MARK)[0]])
    return [[names, schema.description ?? '']];
  return Object.entries(schema.properties ?? {}).flatMap(([name, inner]) =>
    toBeSupplied(inner, [...names, name]),
  );
}

/**
 * What a live deploy would publish that is not the company's own yet, each said as the owner
 * reads it, with the file and the field to set: a fact only the company can give, still empty;
 * the mail domain every public address is made from, while it is one reserved for examples; and
 * the canonical host, while it is a reserved one or the default host of another Firebase project
 * than the one `env` deploys to (FIREBASE_PROJECT). None: the site may go live.
 */
export function launchPlaceholders(
  env: Record<string, string | undefined> = process.env,
): string[] {
  const factsFile = `content/${FACTS_FILE}`;
  const facts = readRaw(FACTS_FILE);
  const empty = toBeSupplied(contentJsonSchema(factsSchema))
    .filter(([names]) => String(at(facts, names) ?? '').trim() === '')
    .map(
      ([names, what]) =>
        `${factsFile}: ${names.join('.')} is empty (${what.replace(/^\{[^}]+\}: /, '').split(' Only ')[0]})`,
    );

  const domain = String(at(facts, ['email', 'domain']) ?? '');
  const mail = isReservedDomain(domain)
    ? [
        `${factsFile}: email.domain is ${domain}, reserved for examples: every public address on the site and in its mails (hello@${domain}, …) is made from it`,
      ]
    : [];

  const url = String(readRaw('site.yaml').url ?? '');
  const host = URL.canParse(url) ? new URL(url).hostname : url;
  const project = FIREBASE_HOST.exec(host)?.[1];
  const canonical =
    isReservedDomain(host) || (project !== undefined && project !== env.FIREBASE_PROJECT)
      ? [
          `content/site.yaml: url is ${url}, ${project ? `the default address of the Firebase project ${project}, not of ${env.FIREBASE_PROJECT ?? 'the project deployed to'}` : 'reserved for examples'}: set the site's own address, which every canonical link, the sitemap and the feeds give`,
        ]
      : [];
  return [...empty, ...mail, ...canonical];
}
