// Post-build step of `npm run build`: the variants of illustrations, portraits and uploads the
// exported pages reference (<picture> sources under /img/), as AVIF and WebP at the widths they
// ask for. Each variant is kept in a cache outside the project by the hash of its source and
// encoding, so a rebuild encodes only what is new.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ENCODING, VARIANT_PATTERN, sourcePath } from '../lib/images/illustrations.mjs';
import {
  isUploadFolder,
  MAX_BITS_PER_PIXEL,
  MEDIA_ENCODINGS,
  mediaSources,
} from '../lib/images/media.mjs';
import { isPortraitFolder, portraitSvg } from '../lib/images/portraits.mjs';
import { htmlPages } from './lib/measure.mjs';
import { userCacheDir } from './lib/user-cache.mjs';

const outDir = join(process.cwd(), 'out');
const cacheDir = userCacheDir('agora-images');
const started = Date.now();

/** Every variant some page references, once: "/img/<folder>/<name>-<width>.<format>" → its parts. */
const variants = new Map();
for (const { file } of htmlPages(outDir)) {
  for (const [path, folder, name, width, format] of readFileSync(file, 'utf8').matchAll(
    VARIANT_PATTERN,
  )) {
    variants.set(path, { folder, name, width: Number(width), format });
  }
}

const uploads = mediaSources();

/**
 * An illustration, a square, at its one encoding; an upload, in its proportions, at the first
 * encoding that fits its bits a pixel.
 */
async function encoded({ source, width, format, square }) {
  if (square) return sharp(source).resize(width, width)[format](ENCODING[format]).toBuffer();
  // A phone's photo stands as its camera's orientation says, as the page's size for it does.
  const { data, info } = await sharp(source)
    .rotate()
    .resize(width)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const most = (info.width * info.height * MAX_BITS_PER_PIXEL[format]) / 8;
  let bytes;
  for (const encoding of MEDIA_ENCODINGS[format]) {
    bytes = await sharp(data, { raw })[format](encoding).toBuffer();
    if (bytes.length <= most) break;
  }
  return bytes;
}

async function encode(variant, target) {
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, await encoded(variant));
  renameSync(partial, target);
}

mkdirSync(cacheDir, { recursive: true });
let made = 0;
for (const [path, variant] of variants) {
  const square = !isUploadFolder(variant.folder);
  // A portrait is drawn from its name; an illustration and an upload are files, read once here
  // for the cache's key and the encoder alike.
  const file = square ? sourcePath(variant.name) : uploads.get(variant.folder);
  const source = isPortraitFolder(variant.folder)
    ? Buffer.from(portraitSvg(variant.name))
    : file && existsSync(file) && readFileSync(file);
  if (!source) {
    console.error(`Images: ${path} has no source ${file ?? `in ${variant.folder}`}`);
    process.exit(1);
  }
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([variant.width, variant.format, square ? ENCODING : MEDIA_ENCODINGS]))
    .digest('hex');
  const cached = join(cacheDir, `${key}.${variant.format}`);
  if (!existsSync(cached)) {
    await encode({ ...variant, source, square }, cached);
    made += 1;
  }
  mkdirSync(join(outDir, 'img', variant.folder), { recursive: true });
  copyFileSync(cached, join(outDir, path));
}
console.log(
  `Images: ${variants.size} variants in out/img (${made} encoded, ${variants.size - made} from the cache) in ${Date.now() - started} ms.`,
);
