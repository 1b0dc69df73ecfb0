/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PICTURE_BYTES } from '@/lib/cms/media-folder.mjs';
import { articleSchema } from '@/lib/content/news';
import {
  MAX_BITS_PER_PIXEL,
  MEDIA_ENCODINGS,
  MEDIA_WIDTHS,
  mediaPicture,
  mediaProblem,
} from '@/lib/images/media.mjs';
import { pictureHtml } from '@/lib/images/picture-html';
import { markdownToHtml } from '@/lib/markdown';
import { markdownToMail } from '@/lib/mail-markdown';
import { SITE_URL_PLACEHOLDER } from '@/lib/site-url-placeholder';
import { budgetFailures } from '../../scripts/lib/budgets.mjs';
import { parsePage } from '../../scripts/lib/html-tree.mjs';
import { measureImages } from '../../scripts/lib/measure.mjs';

/** A photo's detail: noise, softened as a lens softens it, which no encoder squeezes for free. */
const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  }).blur(1);
  return (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 92 })
    .toBuffer();
};

let content: string;
const upload = (name: string, bytes: Buffer) => writeFileSync(join(content, 'images', name), bytes);

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), 'agora-pictures-'));
  mkdirSync(join(content, 'images'));
  process.env.AGORA_CONTENT_DIR = content;
  upload('harbour.jpg', await photo(1600, 1000));
  upload('grain.jpg', await photo(800, 500));
  upload('small.jpg', await photo(600, 400));
  upload('turned.jpg', await photo(600, 400, 6));
  upload('huge.jpg', Buffer.alloc(MAX_PICTURE_BYTES + 1));
});

afterAll(() => {
  delete process.env.AGORA_CONTENT_DIR;
  rmSync(content, { recursive: true, force: true });
});

describe('an address in content is refused in an editor’s words', () => {
  test.each([
    ['/images/Madeira%20harbour%20photo.JPG', 'madeira-harbour-photo.jpg'],
    ['/images/harbour.gif', 'must be a JPEG, PNG, WebP or AVIF picture'],
    ['https://example.com/harbour.jpg', "upload it with the CMS's image button"],
    ['/images/elsewhere/harbour.jpg', "upload it with the CMS's image button"],
    ['/images/quay.jpg', 'is not among the uploads (content/images/)'],
    ['/images/huge.jpg', 'a picture may be at most 5.0 MB'],
  ])('%s', (src, words) => {
    expect(mediaProblem(src)).toContain(words);
  });

  test('an upload the CMS named is taken', () => {
    expect(mediaProblem('/images/harbour.jpg')).toBeUndefined();
  });
});

describe('an upload is made at the widths the layout uses, never enlarged', () => {
  test('a wide photo at every width, its proportions kept', () => {
    const picture = mediaPicture('/images/harbour.jpg');
    expect(picture.widths).toEqual(MEDIA_WIDTHS);
    expect([picture.width, picture.height]).toEqual([1600, 1000]);
    expect(picture.path(800, 'avif')).toMatch(/^\/img\/m[0-9a-f]{6}\/harbour-800\.avif$/);
  });

  test('a narrow one at its own width beside the smaller ones', () => {
    expect(mediaPicture('/images/small.jpg').widths).toEqual([400, 600]);
  });

  test('a photo the camera turned stands as it is seen', () => {
    const picture = mediaPicture('/images/turned.jpg');
    expect([picture.width, picture.height]).toEqual([400, 600]);
  });

  test('its folder changes with its bytes, so a URL never changes what it serves', () => {
    const before = mediaPicture('/images/small.jpg').path(400, 'avif');
    upload('small.jpg', readFileSync(join(content, 'images', 'harbour.jpg')));
    expect(mediaPicture('/images/small.jpg').path(400, 'avif')).not.toBe(before);
  });
});

describe('a picture on a page', () => {
  test('offers AVIF and WebP at each width, with its size reserved and its words', () => {
    const html = pictureHtml('/images/harbour.jpg', 'Boats in "the" harbour & quay');
    expect(html).toMatch(/^<picture><source type="image\/avif" srcset="[^"]+ 400w, [^"]+ 800w/);
    expect(html).toContain('width="1600" height="1000"');
    expect(html).toContain('alt="Boats in &quot;the&quot; harbour &amp; quay"');
    expect(html).toContain('loading="lazy"');
  });

  test('a cover, on the first screen, loads first', () => {
    const html = pictureHtml('/images/harbour.jpg', 'Boats', { priority: true });
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain('loading=');
  });

  test('a picture in a body goes through the same pipeline', () => {
    expect(markdownToHtml('Before.\n\n![Boats at dawn](/images/harbour.jpg)\n')).toContain(
      pictureHtml('/images/harbour.jpg', 'Boats at dawn'),
    );
  });
});

test('a picture in a letter’s mail: its largest size from the site, the mail’s width, its words', () => {
  const { html, text } = markdownToMail('![Boats at dawn](/images/harbour.jpg)', 'en');
  const largest = mediaPicture('/images/harbour.jpg').path(1280, 'webp');
  expect(html).toBe(
    `<p><img src="{${SITE_URL_PLACEHOLDER}}${largest}" width="600" height="375" alt="Boats at dawn"></p>`,
  );
  expect(text).toBe('Boats at dawn');
});

describe('an article refuses a picture the site could not show', () => {
  const article = (body: string, cover: object = {}) => ({
    title: 'Harbour day',
    description: 'A day at the harbour with the sellers of Madeira, told in pictures and words.',
    date: '2026-11-01',
    author: 'Marta Sousa',
    slug: 'harbour-day',
    body,
    ...cover,
  });
  const problems = (data: object) =>
    articleSchema.safeParse(data).error?.issues.map((issue) => issue.message) ?? [];

  test('a body picture with no description', () => {
    expect(problems(article('![](/images/harbour.jpg)'))).toEqual([
      'the picture /images/harbour.jpg needs a description between its brackets: ![What it shows](/images/harbour.jpg)',
    ]);
  });

  test('a body picture stored under the name it came with', () => {
    expect(problems(article('![Boats](/images/Madeira%20harbour.JPG)'))).toEqual([
      expect.stringContaining('as the CMS names uploads: madeira-harbour.jpg'),
    ]);
  });

  test('a cover without its description, or a description without a cover', () => {
    expect(problems(article('Text.', { cover: '/images/harbour.jpg' }))).toEqual([
      'say what the cover picture shows, for people who cannot see it',
    ]);
    expect(problems(article('Text.', { coverAlt: 'Boats' }))).toEqual([
      'describes a cover picture the entry does not have',
    ]);
    expect(problems(article('Text.', { cover: '/images/harbour.jpg', coverAlt: 'Boats' }))).toEqual(
      [],
    );
  });
});

describe('the image step', () => {
  const project = mkdtempSync(join(tmpdir(), 'agora-image-step-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  test('encodes a detailed photo down to its bits a pixel, which the budget check holds', async () => {
    const first = await sharp(join(content, 'images', 'grain.jpg'))
      .resize(400)
      .avif(MEDIA_ENCODINGS.avif[0])
      .toBuffer();
    // At the first encoding the photo would not fit: the step has to try lower ones.
    expect((first.length * 8) / (400 * 250)).toBeGreaterThan(MAX_BITS_PER_PIXEL.avif);

    mkdirSync(join(project, 'out'));
    const html = pictureHtml('/images/grain.jpg', 'Grain').replaceAll(/-800\./g, '-400.');
    writeFileSync(join(project, 'out', 'page.html'), `<main>${html}</main>`);
    const log = execFileSync('node', [join(process.cwd(), 'scripts', 'images.mjs')], {
      cwd: project,
      env: { ...process.env, XDG_CACHE_HOME: join(project, 'cache') },
      encoding: 'utf8',
    });
    console.log(log.trim());

    const images = measureImages(join(project, 'out'), parsePage(html));
    expect(images.uploads.map((each: { url: string }) => each.url)).toEqual([
      expect.stringMatching(/grain-400\.avif$/),
      expect.stringMatching(/grain-400\.webp$/),
    ]);
    const page = {
      route: '/page',
      js: { gzip: 0 },
      firebaseChunks: [],
      images,
      htmlGzip: 0,
      htmlRaw: 0,
    };
    expect(budgetFailures({ pages: [page], css: { gzip: 0 } }, 0)).toEqual([]);
  }, 60_000);
});
