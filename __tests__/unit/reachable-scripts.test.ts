/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reachableScripts } from '../../scripts/lib/reachable-scripts.mjs';

/** An export holding these chunks, each file's text as given. */
function exportOf(chunks: Record<string, string>) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-reachable-'));
  fs.mkdirSync(path.join(outDir, '_next/static/chunks'), { recursive: true });
  for (const [name, text] of Object.entries(chunks))
    fs.writeFileSync(path.join(outDir, '_next/static/chunks', name), text);
  const read = (url: string) => fs.readFileSync(path.join(outDir, url), 'utf8');
  return { outDir, read };
}

const url = (name: string) => `/_next/static/chunks/${name}`;

test('a page reaches the chunks its scripts name, and theirs, never another page’s', () => {
  const { outDir, read } = exportOf({
    'page.js': 'load("static/chunks/menu-dialog.js")',
    'menu-dialog.js': 'e.u("static/chunks/menu~icons.js")',
    'menu~icons.js': 'icons',
    'account-forms.js': '"button button-primary"',
  });
  expect(reachableScripts(outDir, [url('page.js')], read)).toEqual(
    [url('menu-dialog.js'), url('menu~icons.js'), url('page.js')].sort(),
  );
});

test('a name of no file in the export, and a chunk named twice, are reached once or not at all', () => {
  const { outDir, read } = exportOf({
    'a.js': '"static/chunks/b.js" "static/chunks/b.js" "static/chunks/gone.js"',
    'b.js': '"static/chunks/a.js"',
  });
  expect(reachableScripts(outDir, [url('a.js')], read)).toEqual([url('a.js'), url('b.js')]);
});
