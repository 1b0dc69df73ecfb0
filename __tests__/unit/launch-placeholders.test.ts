/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { contentJsonSchema } from '@/lib/cms/content-json-schema';
import { factsSchema, TO_BE_SUPPLIED_MARK } from '@/lib/content/facts';
import { launchPlaceholders } from '@/lib/content/launch-placeholders';
import { DEPLOY_SETTINGS } from '../../scripts/lib/deploy-settings.mjs';
import { withContentCopy } from '../support/content-copy';

// A live deploy stops while anything it would publish is still the template's: a fact only the
// company can give, the example mail domain, another project's default host.

const PROJECT = 'agora-live';
const contentDir = withContentCopy('launch');

type Document = Record<string, unknown>;

/** Sets (or, with undefined, removes) the value at a dotted path of a content file. */
function setIn(file: string, values: Record<string, unknown>) {
  const document = parse(fs.readFileSync(path.join(contentDir(), file), 'utf8')) as Document;
  for (const [dotted, value] of Object.entries(values)) {
    const names = dotted.split('.');
    // A group the file leaves out (the CMS writes none while all its facts are empty) is made.
    const group = names
      .slice(0, -1)
      .reduce((node, key) => (node[key] ??= {}) as Document, document);
    if (value === undefined) delete group[names.at(-1)!];
    else group[names.at(-1)!] = value;
  }
  fs.writeFileSync(path.join(contentDir(), file), stringify(document));
}

/** The facts only the company can give, as the schema marks them: "publication.director", … */
function suppliedByTheCompany(
  schema = contentJsonSchema(factsSchema),
  names: string[] = [],
): string[] {
  if ((schema as Record<string, unknown>).toBeSupplied === TO_BE_SUPPLIED_MARK.toBeSupplied)
    return [names.join('.')];
  return Object.entries(schema.properties ?? {}).flatMap(([name, inner]) =>
    suppliedByTheCompany(inner, [...names, name]),
  );
}

/** The content as the company would leave it: every fact given, its domain, its own address. */
function launchReady() {
  const given = (name: string) =>
    name.endsWith('Capital') ? 5000 : name.endsWith('website') ? 'https://mediator.eu' : 'Given';
  setIn('facts.yaml', {
    ...Object.fromEntries(suppliedByTheCompany().map((name) => [name, given(name)])),
    'email.domain': 'agora.pt',
  });
  for (const language of ['', 'pt', 'es', 'fr'])
    setIn(path.join(language, 'site.yaml'), { url: `https://${PROJECT}.web.app` });
}

test('nothing stops a deploy once the company has set everything', () => {
  launchReady();
  expect(suppliedByTheCompany().length).toBeGreaterThan(0);
  expect(launchPlaceholders({ FIREBASE_PROJECT: PROJECT })).toEqual([]);
});

test('each placeholder left is named, with its file and field', () => {
  launchReady();
  const [first] = suppliedByTheCompany();
  setIn('facts.yaml', { [first]: undefined, 'email.domain': 'agora-market.example' });
  expect(launchPlaceholders({ FIREBASE_PROJECT: 'another-project' })).toEqual([
    expect.stringMatching(new RegExp(`^content/facts\\.yaml: ${first} is empty \\(.+\\)$`)),
    expect.stringMatching(
      /^content\/facts\.yaml: email\.domain is agora-market\.example, reserved for examples/,
    ),
    `content/site.yaml: url is https://${PROJECT}.web.app, the default address of the Firebase project ${PROJECT}, not of another-project: set the site's own address, which every canonical link, the sitemap and the feeds give`,
  ]);
});

test('a custom domain is the site’s own; a reserved one is not', () => {
  launchReady();
  setIn('site.yaml', { url: 'https://agora.pt' });
  expect(launchPlaceholders({})).toEqual([]);
  setIn('site.yaml', { url: 'https://shop.example' });
  expect(launchPlaceholders({})).toEqual([
    expect.stringMatching(
      /^content\/site\.yaml: url is https:\/\/shop\.example, reserved for examples/,
    ),
  ]);
});

test('npm run deploy, every setting set, stops before building while a placeholder is left', () => {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    ...Object.fromEntries(DEPLOY_SETTINGS.map((name) => [name, 'set'])),
    FIREBASE_PROJECT: PROJECT,
    AGORA_CONTENT_DIR: contentDir(),
    PATH: process.env.PATH,
    HOME: process.env.HOME,
  };
  const { status, stdout, stderr } = spawnSync(process.execPath, ['scripts/deploy.mjs'], {
    env,
    encoding: 'utf8',
    // Should the check let it through, the deploy would go on to build: stop it there.
    timeout: 60_000,
  });
  expect(status).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toBe(
    [
      'A live deploy would publish placeholders. Set these first:',
      ...launchPlaceholders(env).map((line) => `  ${line}`),
      '',
    ].join('\n'),
  );
});
