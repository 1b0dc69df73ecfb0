// Post-build step of `npm run build`: the illustration variants the exported pages reference
// (<picture> sources under /img/), as AVIF and WebP at the widths the components ask for. Each
// variant is kept in a cache outside the project by the hash of its source and encoding, so a
// rebuild encodes only what is new.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ENCODING, VARIANT_PATTERN, sourcePath } from '../lib/images/illustrations.mjs';
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

async function encode({ name, width, format }, target) {
  const partial = `${target}.${process.pid}.partial`;
  await sharp(sourcePath(name)).resize(width, width)[format](ENCODING[format]).toFile(partial);
  renameSync(partial, target);
}

mkdirSync(cacheDir, { recursive: true });
let made = 0;
for (const [path, variant] of variants) {
  if (!existsSync(sourcePath(variant.name))) {
    console.error(`Images: ${path} has no source ${sourcePath(variant.name)}`);
    process.exit(1);
  }
  const key = createHash('sha256')
    .update(readFileSync(sourcePath(variant.name)))
    .update(JSON.stringify([variant.width, variant.format, ENCODING[variant.format]]))
    .digest('hex');
  const cached = join(cacheDir, `${key}.${variant.format}`);
  if (!existsSync(cached)) {
    await encode(variant, cached);
    made += 1;
  }
  mkdirSync(join(outDir, 'img', variant.folder), { recursive: true });
  copyFileSync(cached, join(outDir, path));
}
console.log(
  `Images: ${variants.size} variants in out/img (${made} encoded, ${variants.size - made} from the cache) in ${Date.now() - started} ms.`,
);
