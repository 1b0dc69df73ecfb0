// Post-build step of `npm run build`, right after `next build`: one pass over the exported pages.
// Each page is parsed once (scripts/lib/html-tree.mjs), rewritten by the steps below in their
// order, and written once; then the stylesheet files lose the font faces every page now declares.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import nextEnv from '@next/env';
import { firebaseOptions } from '../lib/backend.mjs';
import { firebaseTarget, headerReportPath, injectPolicy } from './lib/csp.mjs';
import { holdAfterFirstPaint } from './lib/first-paint-hold.mjs';
import { parsePage, serializePage } from './lib/html-tree.mjs';
import { inlineStylesheets } from './lib/inline-css.mjs';
import { firstLoadScripts, htmlPages, readAsset } from './lib/measure.mjs';
import { reachableScripts } from './lib/reachable-scripts.mjs';
import { scriptClasses, withoutFontFaces } from './lib/page-css.mjs';

const projectDir = process.cwd();
// The export: out/, or the one AGORA_EXPORT_DIR names (scripts/lib/render-again.mjs).
const outDir = resolve(projectDir, process.env.AGORA_EXPORT_DIR ?? 'out');
const started = Date.now();

// The same .env files `next build` read, so the policy matches the Firebase config in the bundle.
nextEnv.loadEnvConfig(projectDir, false, { info: () => {}, error: console.error });
let target;
try {
  target = firebaseTarget(process.env);
} catch (error) {
  console.error(`Pages: ${error.message}`);
  process.exit(1);
}
const { hosting } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const reportPath = headerReportPath(hosting);

const cssByHref = new Map();
/** A stylesheet's text, read once for all pages. */
function cssOf(href) {
  if (!cssByHref.has(href)) cssByHref.set(href, readAsset(outDir, href).toString('utf8'));
  return cssByHref.get(href);
}

const scriptText = new Map();
/** A script's text, read once for all pages. */
function scriptOf(url) {
  if (!scriptText.has(url)) scriptText.set(url, readAsset(outDir, url).toString('utf8'));
  return scriptText.get(url);
}

const classesByScripts = new Map();
/**
 * The words of every script the page can run (reachableScripts): the classes its components can
 * write once they run, including the parts it loads on demand (the menu's dialog, the language
 * offer), which may draw before the whole stylesheet at the end of the body has arrived. Pages
 * that load the same scripts share one set, so the stylesheet is pruned once for them.
 */
function classesOfScripts(page) {
  const scripts = reachableScripts(outDir, firstLoadScripts(page), scriptOf);
  const key = scripts.join(' ');
  if (!classesByScripts.has(key))
    classesByScripts.set(key, new Set(scripts.flatMap((url) => [...scriptClasses(scriptOf(url))])));
  return classesByScripts.get(key);
}

/** What the pass does to a page, in order: each step finds the page as the steps before left it. */
const STEPS = [
  // The rules the page uses in a <style>; the whole stylesheet linked at the end of the body.
  (page) => inlineStylesheets(page, cssOf, classesOfScripts(page)),
  // The first screen drawn before the rest is read: links that stylesheet again after it.
  holdAfterFirstPaint,
  // Last, since it hashes the inline scripts and styles the build wrote, the steps before included,
  // and refuses any other.
  (page) => injectPolicy(page, target, reportPath),
];

const pages = htmlPages(outDir);
for (const { file } of pages) {
  const page = parsePage(readFileSync(file, 'utf8'));
  try {
    for (const step of STEPS) step(page);
  } catch (error) {
    // The page the build refuses, named for whoever reads the build's log.
    console.error(`Pages: ${relative(projectDir, file)}: ${error.message}`);
    process.exit(1);
  }
  writeFileSync(file, serializePage(page));
}
for (const [href, css] of cssByHref) writeFileSync(join(outDir, href), withoutFontFaces(css));

const firebase = target.emulators
  ? 'local emulators'
  : `project ${firebaseOptions(process.env).projectId}`;
console.log(
  `Pages: ${pages.length} rewritten in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(the rules each uses of ${cssByHref.size} stylesheet(s), the first-paint hold, ` +
    `the page policy for ${firebase}).`,
);
