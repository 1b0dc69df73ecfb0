import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { audiences } from '@/lib/audiences';
import { brandFaceIn, firstScreens, launchBrowser, openPage, urlOf } from './harness';

/**
 * The first screen of the welcome and audience pages, held against the screenshots in
 * __tests__/e2e/visual/. A change to the look fails here until its screenshots are renewed on
 * purpose: `AGORA_RENEW_SCREENSHOTS=1 npm test -- visual` writes the new ones, to be looked at and
 * committed with the change. A failure leaves the screenshot and a picture of the difference in
 * test-results/visual/.
 */
const baselineDir = path.join(__dirname, 'visual');
const resultDir = path.join(process.cwd(), 'test-results', 'visual');
const renew = process.env.AGORA_RENEW_SCREENSHOTS === '1';
/** Antialiasing may move a few pixels between runs; a real change moves far more. */
const MAX_CHANGED = 0.002;
/** A pixel counts as changed when a colour channel moved by more than this (of 255). */
const CHANNEL_TOLERANCE = 24;

const pages = ['/welcome', ...Object.keys(audiences)];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every picture loaded and decoded and the typeface in use, so the screenshot is the settled page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // The face loads on first use; ask for it by name so the wait covers it.
    const family = getComputedStyle(document.body).fontFamily.split(',')[0];
    await document.fonts.load(`1em ${family}`);
    await document.fonts.ready;
  });
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe.each(pages)('%s looks as approved', (pagePath) => {
  // One tab per page, turned and recoloured for each screen as a phone or a system would: CSS
  // answers both without a reload. The phone comes first, so a wider screen's pictures are chosen
  // afresh for it, as a first visit at that width would choose them.
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { ...firstScreens[0] }));
    // As every visitor sees it once the headings' face is in (app/brand-font.ts).
    await page.goto(urlOf(pagePath));
    await brandFaceIn(page);
    await settle(page);
  });
  afterAll(() => page?.context().close());

  it.each(
    firstScreens.flatMap((screen) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ ...screen, colorScheme })),
    ),
  )('at $width px, $colorScheme', async ({ width, height, colorScheme }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await settle(page);
    const shot = await page.screenshot();

    const name = `${pagePath.slice(1)}-${width}-${colorScheme}`;
    const baselineFile = path.join(baselineDir, `${name}.webp`);
    if (renew) {
      await sharp(shot).webp({ lossless: true }).toFile(baselineFile);
      console.log(`visual: wrote ${path.relative(process.cwd(), baselineFile)}`);
      return;
    }
    if (!fs.existsSync(baselineFile)) {
      throw new Error(
        `${baselineFile} is missing: run AGORA_RENEW_SCREENSHOTS=1 npm test -- visual, look at it, commit it`,
      );
    }
    const actual = await pixels(shot);
    const expected = await pixels(fs.readFileSync(baselineFile));
    expect({ width: actual.width, height: actual.height }).toEqual({
      width: expected.width,
      height: expected.height,
    });
    // The difference picture: changed pixels red, the rest a faint copy of the approved screen.
    const diff = Buffer.alloc(actual.data.length);
    let changed = 0;
    for (let i = 0; i < actual.data.length; i += 4) {
      const moved = [0, 1, 2].some(
        (channel) =>
          Math.abs(actual.data[i + channel] - expected.data[i + channel]) > CHANNEL_TOLERANCE,
      );
      if (moved) changed += 1;
      const faint = 255 - (255 - expected.data[i]) / 4;
      diff.set(moved ? [255, 0, 0, 255] : [faint, faint, faint, 255], i);
    }
    const share = changed / (actual.width * actual.height);
    if (share > MAX_CHANGED) {
      fs.mkdirSync(resultDir, { recursive: true });
      fs.writeFileSync(path.join(resultDir, `${name}-actual.png`), shot);
      await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } })
        .png()
        .toFile(path.join(resultDir, `${name}-diff.png`));
      throw new Error(
        `${name}: ${(share * 100).toFixed(2)}% of the pixels changed (at most ${MAX_CHANGED * 100}% may); see test-results/visual/${name}-diff.png`,
      );
    }
  });
});
