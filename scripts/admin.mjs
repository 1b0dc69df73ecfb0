// Last step of `npm run build`: the CMS editors use at /admin/ (Sveltia CMS, from the npm package,
// no CDN), beside the configuration npm run cms:config wrote to public/admin/. It comes after the
// pages' own steps (policy, pictures, search), which leave /admin/ alone: it is not a page of the
// site. Its policy, noindex header and cache rules are firebase.json's.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { filesUnder } from '../lib/content/links.mjs';
import { illustrationNames } from '../lib/images/illustrations.mjs';
import { ADMIN_DIR } from './lib/admin-dir.mjs';
import { mendedCms } from './lib/cms-package-patches.mjs';
import { projectRepository } from '../lib/cms/repository.mjs';

/** content/facts.yaml (lib/content/facts.ts's FACTS_FILE, which this script cannot import). */
const FACTS_FILE = 'facts.yaml';

const started = Date.now();
const adminDir = join(process.cwd(), 'out', ADMIN_DIR);
const bundleDir = join(adminDir, 'cms');
/** The package's build for bundlers (npm/index.js), whose assets/ sit beside it. */
const codeDir = dirname(createRequire(import.meta.url).resolve('@sveltia/cms'));

/** Where the package's fonts, pictures and image codecs are served from. */
const assetsPath = `/${ADMIN_DIR}/cms/assets/`;

const assetFiles = readdirSync(join(codeDir, 'assets'));

/**
 * The package's copy of a font its interface's style sheet asks of a CDN
 * (…/fontsource/fonts/<family>[:vf]@<version>/<subset-weight-style>.woff2): its assets hold the
 * same file as <family>-<subset-weight-style>-<hash>.woff2. A font it does not hold stops the
 * build, rather than leave the editor asking a third party.
 */
function localFont(url, family, variant) {
  const file = assetFiles.find((name) => name.startsWith(`${family}-${variant}-`));
  if (!file) throw new Error(`admin: @sveltia/cms asks ${url} and ships no copy of it`);
  return `${assetsPath}${file}`;
}

/**
 * A save the content checks refuse (lib/cms/save-check.ts) shows their problems below the CMS's
 * own line about a failed save, which asks to try again later: that would not help.
 */
const inOurWords = (text) =>
  text.replaceAll(
    'There was an error while saving the entry. Please try again later.',
    'The entry was not saved.',
  );

/**
 * The package finds its assets beside its code (new URL('assets/…', import.meta.url), or
 * '../assets/…' from its chunks), which a bundler leaves as it is while moving the code into
 * other chunks: each such address is made absolute, where the assets are copied. Its fonts'
 * style sheet names a CDN: those addresses become the copies' too.
 */
const packageAssets = {
  name: 'package-assets',
  setup(build) {
    build.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/].*\.js$/ }, (args) => ({
      contents: (basename(args.path) === 'index.js' ? mendedCms : String)(
        inOurWords(readFileSync(args.path, 'utf8')),
      )
        .replace(/new URL\(`(?:\.\.\/)?assets\//g, `new URL(\`${assetsPath}`)
        .replace(
          /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g,
          localFont,
        ),
      loader: 'js',
    }));
    // Its English interface texts, by region (en-GB for a browser set to British English).
    build.onLoad({ filter: /@sveltia[\\/]cms[\\/]locales[\\/]en-[A-Z]+\.json$/ }, (args) => ({
      contents: inOurWords(readFileSync(args.path, 'utf8')),
      loader: 'json',
    }));
  },
};

const browserDir = join(process.cwd(), 'lib', 'cms', 'browser');

/** Every file under content/, by its path in the page's file tree (/content/…). */
function contentFiles(dir = join(process.cwd(), 'content')) {
  return filesUnder(dir)
    .map((file) => join(dir, file))
    .filter((file) => /\.(ya?ml|md)$/.test(file))
    .map((file) => [
      `/${relative(process.cwd(), file).split(sep).join('/')}`,
      readFileSync(file, 'utf8'),
    ]);
}

/** The addresses of the site's stylesheets in the export (out/_next/static/…/*.css). */
function siteStylesheets() {
  const out = join(process.cwd(), 'out');
  return readdirSync(join(out, '_next', 'static'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/_next/static/${file.split(sep).join('/')}`);
}

/**
 * The content checks run in the editor's browser before each save (lib/cms/save-check.ts). They
 * read content/, the illustration set and the uploads through Node's fs and path: here they get
 * the content as the site is built with it and the set's names, through the browser counterparts
 * in lib/cms/browser/.
 */
const contentChecks = {
  name: 'content-checks',
  setup(build) {
    build.onResolve({ filter: /^node:(fs|path)$/ }, ({ path }) => ({
      path: join(browserDir, path === 'node:fs' ? 'content-files.mjs' : 'posix-path.mjs'),
    }));
    // The illustration set and the uploads, however a module names them (lib/images/…, ./…).
    build.onResolve({ filter: /(^|\/)(illustrations|media)\.mjs$/ }, ({ path, resolveDir }) =>
      path.includes('/images/') || resolveDir.endsWith(join('lib', 'images'))
        ? { path: join(browserDir, basename(path)) }
        : undefined,
    );
    // The live branch's content: the content the page is built with (not git).
    build.onResolve({ filter: /(^|\/)published-version$/ }, () => ({
      path: join(browserDir, 'published-version.mjs'),
    }));
    build.onResolve({ filter: /^agora:/ }, ({ path }) => ({ path, namespace: 'agora' }));
    build.onLoad({ filter: /^agora:content-files$/, namespace: 'agora' }, () => ({
      contents: JSON.stringify(Object.fromEntries(contentFiles())),
      loader: 'json',
    }));
    // The site's stylesheets, for the CMS's preview of an entry (lib/cms/entry-preview.ts).
    build.onLoad({ filter: /^agora:site-stylesheets$/, namespace: 'agora' }, () => ({
      contents: JSON.stringify(siteStylesheets()),
      loader: 'json',
    }));
    build.onLoad({ filter: /^agora:illustration-names$/, namespace: 'agora' }, () => ({
      contents: JSON.stringify(illustrationNames()),
      loader: 'json',
    }));
  },
};

rmSync(bundleDir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [join(process.cwd(), 'lib/cms/admin-app.mjs')],
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  // The code highlighter's languages and the CMS's own translations load when first needed.
  chunkNames: 'chunks/[name]-[hash]',
  outdir: bundleDir,
  plugins: [packageAssets, contentChecks],
  inject: [join(browserDir, 'process.mjs')],
  // The content is read afresh at each save: lib/content/read-file.ts keeps what it read only in
  // a production build.
  define: { 'process.env.NODE_ENV': '"development"' },
  metafile: true,
  logLevel: 'warning',
});
cpSync(join(codeDir, 'assets'), join(bundleDir, 'assets'), { recursive: true });
// The facts of this deploy, which the CMS reads again before each check (lib/cms/fresh-facts.mjs):
// a page opened before a deploy checks against the facts it brought.
cpSync(join(process.cwd(), 'content', FACTS_FILE), join(bundleDir, FACTS_FILE));

/** The editors' guide (docs/editing.md) in the repository the CMS saves to, on its default branch. */
const EDITING_GUIDE = `https://github.com/${projectRepository()}/blob/HEAD/docs/editing.md`;

mkdirSync(adminDir, { recursive: true });
writeFileSync(
  join(adminDir, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Agora · Content editor</title>
<style>
/* A refused save's problems (lib/cms/save-check.ts), one a line. */
div.body > div.error { white-space: pre-line; }
/* The question before leaving an entry with changes (lib/cms/browser/unsaved-changes.mjs). */
dialog.unsaved-changes { max-width: 28rem; padding: 1.5rem; border: 1px solid #8a8f98; border-radius: 0.75rem; font: 15px/1.5 system-ui, sans-serif; color-scheme: light dark; }
dialog.unsaved-changes h2 { margin: 0 0 0.5rem; font-size: 1.125rem; }
dialog.unsaved-changes form { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
dialog.unsaved-changes button { padding: 0.5rem 1rem; border: 1px solid #8a8f98; border-radius: 0.5rem; font: inherit; cursor: pointer; }
dialog.unsaved-changes button:focus-visible { outline: 2px solid #1a4fd6; outline-offset: 2px; }
/* The editing guide, in a corner of every screen of the editor. */
a.editing-guide { position: fixed; left: 0.5rem; bottom: 0.5rem; z-index: 1000; padding: 0.25rem 0.5rem; border-radius: 0.25rem; background: #fff; color: #1a4fd6; font: 13px/1.4 system-ui, sans-serif; }
</style>
<script type="module" src="/${ADMIN_DIR}/cms/admin-app.js"></script>
</head>
<body>
<a class="editing-guide" href="${EDITING_GUIDE}" target="_blank" rel="noopener">Editing guide</a>
</body>
</html>
`,
);
const files = Object.keys(metafile.outputs).length;
console.log(`admin: the CMS in out/${ADMIN_DIR}/ (${files} files) in ${Date.now() - started} ms`);
