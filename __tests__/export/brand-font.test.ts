/**
 * @jest-environment node
 */
// The brand face the pages load is a cut of the package's file (scripts/brand-font-subset.ts),
// made from the characters content and Intl can write. Here the exported pages say which they
// wrote: every one the package's file draws, the cut must draw too, or a letter of some page
// would come from the stand-in beside the face's.
import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { decompress } from 'wawoff2';
import { BRAND_FONT_SOURCE, BRAND_FONT_SUBSET } from '@/lib/brand-font-files.mjs';
import { htmlPages } from '../../scripts/lib/measure.mjs';

type Node = DefaultTreeAdapterMap['node'];

/** What is drawn as text: text nodes outside scripts and styles, and placeholders. */
function drawnText(node: Node, into: Set<string>) {
  if (node.nodeName === 'script' || node.nodeName === 'style') return;
  if (node.nodeName === '#text')
    for (const char of (node as { value: string }).value) into.add(char);
  for (const { name, value } of 'attrs' in node ? node.attrs : [])
    if (name === 'placeholder') for (const char of value) into.add(char);
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = 'content' in node ? [node.content] : [];
  for (const child of [...children, ...content]) drawnText(child as Node, into);
}

/** The characters a font file draws. */
async function charactersOf(file: string): Promise<Set<number>> {
  const hb = await (await import('harfbuzzjs')).default;
  const blob = hb.createBlob(await decompress(fs.readFileSync(file)));
  const face = hb.createFace(blob, 0);
  const characters = new Set<number>(face.collectUnicodes());
  face.destroy();
  blob.destroy();
  return characters;
}

it("is one weight, the headings', with no variation axis left: a third of the bytes of every weight", async () => {
  const hb = await (await import('harfbuzzjs')).default;
  const blob = hb.createBlob(await decompress(fs.readFileSync(BRAND_FONT_SUBSET)));
  const face = hb.createFace(blob, 0);
  const axes = face.getAxisInfos();
  face.destroy();
  blob.destroy();
  expect(axes).toEqual({});
  expect(fs.statSync(BRAND_FONT_SUBSET).size).toBeLessThan(20_000);
});

it('draws every character the exported pages write that the whole face draws, in every language', async () => {
  const written = new Set<string>();
  for (const { file } of htmlPages(path.join(process.cwd(), 'out')))
    drawnText(parse(fs.readFileSync(file, 'utf8')), written);
  // One file at a time: the decompressor is one WebAssembly instance.
  const whole = await charactersOf(require.resolve(BRAND_FONT_SOURCE));
  const cut = await charactersOf(BRAND_FONT_SUBSET);
  const drawable = [...written].filter((char) => whole.has(char.codePointAt(0)!));
  expect(drawable.filter((char) => !cut.has(char.codePointAt(0)!))).toEqual([]);
  // The cut is a cut: the whole face holds characters no page writes.
  expect(cut.size).toBeLessThan(whole.size);
}, 60_000);
