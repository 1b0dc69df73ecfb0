// The favicon browsers still ask for at /favicon.ico (after history navigations too), drawn from
// public/logo.svg, the mark the pages' icon link names: an ICO holding a PNG of each size, which
// every browser in use reads.
import sharp from 'sharp';

/** The sizes a tab, a bookmark and a high-density tab draw. */
export const FAVICON_SIZES = [16, 32, 48];

/** An ICO file of `pngs` ({ size, data }): its header, one directory entry each, then each PNG. */
export function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 256 is written 0
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

/** The favicon of an SVG mark. */
export async function faviconOf(svg) {
  const pngs = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      data: await sharp(svg, { density: 72 * (size / 32) * 4 })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
  return icoOf(pngs);
}
