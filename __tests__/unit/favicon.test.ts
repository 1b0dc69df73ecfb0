/**
 * @jest-environment node
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { FAVICON_SIZES, faviconOf } from '../../scripts/lib/favicon.mjs';

// The favicon as a browser reads an ICO: its header, a directory entry per image, each image a PNG
// of the size its entry says, drawn from the logo the pages name.
test('holds a PNG of each size, drawn from public/logo.svg', async () => {
  const ico = await faviconOf(fs.readFileSync('public/logo.svg'));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([
    0,
    1,
    FAVICON_SIZES.length,
  ]);
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size, index) => {
      const entry = 6 + 16 * index;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      const { width, height, format } = await sharp(png).metadata();
      // The mark's ground, the action colour, in the image's middle row at its left edge.
      const { data } = await sharp(png)
        .extract({ left: 1, top: Math.floor(size / 2), width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { entry: ico.readUInt8(entry), width, height, format, edge: [...data.subarray(0, 3)] };
    }),
  );
  for (const [index, size] of FAVICON_SIZES.entries())
    expect(images[index]).toEqual({
      entry: size,
      width: size,
      height: size,
      format: 'png',
      edge: [0xc2, 0x4a, 0x25],
    });
});
