import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { readHosting, serveStatic } from './lib/static-server.mjs';
const out = process.argv[2] ?? 'out';
const tag = process.argv[3] ?? 'after';
const shots = (process.argv[4] ?? '/welcome,/pt/sellers').split(',');
const site = await serveStatic(out, readHosting(process.cwd()));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const path of shots) for (const width of [390, 1280]) for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme: scheme, locale: path.startsWith('/pt') ? 'pt-PT' : 'en-GB' });
  const page = await context.newPage();
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const name = `${tag}-${path.replaceAll('/', '_')}-${width}-${scheme}`;
  await page.screenshot({ path: `/tmp/face-shots/${name}.png` });
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (width === 390 && scheme === 'light') {
    const menu = page.locator('header button[aria-haspopup="dialog"]');
    if (await menu.isVisible()) { await menu.click(); await page.getByRole('dialog').getByRole('link').first().waitFor(); await page.screenshot({ path: `/tmp/face-shots/${name}-menu.png` }); await page.keyboard.press('Escape'); }
    await page.mouse.wheel(0, 2500); await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/face-shots/${name}-scrolled.png` });
  }
  console.log(name, 'height', h, 'sideways', sideways);
  await context.close();
}
await browser.close(); await site.close();
