// Post-build step of `npm run build`: writes each exported page's Content-Security-Policy <meta>,
// hashing its inline scripts so script-src needs no 'unsafe-inline', and the listener that
// reports its violations where firebase.json's header policy reports.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nextEnv from '@next/env';
import { firebaseOptions } from '../lib/backend.mjs';
import { firebaseTarget, headerReportPath, injectPolicy } from './lib/csp.mjs';
import { htmlPages } from './lib/measure.mjs';

const projectDir = process.cwd();
// The same .env files `next build` read, so the policy matches the Firebase config in the bundle.
nextEnv.loadEnvConfig(projectDir, false, { info: () => {}, error: console.error });
let target;
try {
  target = firebaseTarget(process.env);
} catch (error) {
  console.error(`CSP: ${error.message}`);
  process.exit(1);
}

const { hosting } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const reportPath = headerReportPath(hosting);

const pages = htmlPages(join(projectDir, 'out'));
for (const { file } of pages) {
  writeFileSync(file, injectPolicy(readFileSync(file, 'utf8'), target, reportPath));
}
console.log(
  `CSP: policy written into ${pages.length} pages (Firebase: ${target.emulators ? 'local emulators' : `project ${firebaseOptions(process.env).projectId}`}).`,
);
