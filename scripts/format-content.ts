/**
 * npm run format:content: writes every content file in the layout Sveltia CMS saves it in
 * (lib/cms/cms-layout.ts), so that an entry saved in the CMS changes only the lines an editor
 * changed. Run it after merging content written by hand; `--check` lists the files it would
 * change and fails if there are any.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fieldsOf } from '../lib/cms/cms-config';
import { cmsFileData, cmsFileText } from '../lib/cms/cms-layout';
import { kindOfFile } from '../lib/content/content-kinds';
import { CONTENT_DIR } from '../lib/content/read-file';

const check = process.argv.includes('--check');
const files = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
  .map((file) => join(CONTENT_DIR, file).split('\\').join('/'))
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .sort();
const changed = files.filter((file) => {
  const kind = kindOfFile(file);
  if (!kind) return false;
  const text = readFileSync(file, 'utf8');
  const laidOut = cmsFileText(file, fieldsOf(kind), cmsFileData(file, text, parse));
  if (laidOut === text) return false;
  if (!check) writeFileSync(file, laidOut);
  return true;
});
for (const file of changed) console.log(`${check ? 'not in the CMS layout' : 'laid out'}: ${file}`);
console.log(
  `${changed.length} of ${files.length} content files ${check ? 'to lay out' : 'laid out'}.`,
);
if (check && changed.length) process.exitCode = 1;
