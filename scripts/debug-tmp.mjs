import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
const H = `http://127.0.0.1:${process.env.AGORA_HOSTING_PORT}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const hide = (page) => page.evaluate(() => { Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }); document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); });
// A few visitors browse, on phone and desktop widths.
for (const [i, width] of [390, 1280, 390, 820, 1280].entries()) {
  const context = await browser.newContext({ userAgent: ua, viewport: { width, height: 800 }, extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${10 + i}` } });
  const page = await context.newPage();
  await page.goto(`${H}/${['welcome', 'news', 'sellers', 'fr/welcome', 'es/buyers'][i]}`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(800);
  await page.getByRole('contentinfo').getByRole('link').nth(2).click().catch(() => undefined);
  await page.waitForTimeout(800);
  await hide(page);
  await context.close();
}
const email = `staff.${Date.now()}@example.com`;
const context = await browser.newContext({ userAgent: ua, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${H}/account?join=client`);
await page.getByLabel('Your name', { exact: true }).focus();
for (const [i, v] of ['Sofia Reis', email, 'quiet-harbour-58'].entries()) { if (i) await page.keyboard.press('Tab'); await page.keyboard.type(v); }
await page.keyboard.press('Enter');
await page.getByRole('heading', { name: 'Your account', exact: true }).waitFor();
execFileSync('node', ['scripts/staff.mjs', 'grant', email]);
await hide(page);
await page.goto(`${H}/staff`);
await page.getByRole('table', { name: 'Web Vitals at the 75th percentile' }).waitFor({ timeout: 30000 });
await page.waitForTimeout(500);
await page.screenshot({ path: '/work/wt/stats-shots/staff-1280-light.png', fullPage: true });
await page.emulateMedia({ colorScheme: 'dark' });
await page.screenshot({ path: '/work/wt/stats-shots/staff-1280-dark.png', fullPage: true });
await page.setViewportSize({ width: 390, height: 844 });
await page.emulateMedia({ colorScheme: 'light' });
await page.screenshot({ path: '/work/wt/stats-shots/staff-390-light.png', fullPage: true });
await page.goto(`${H}/privacypolicy#measurement-off`);
await page.screenshot({ path: '/work/wt/stats-shots/privacy-choice-390.png' });
await browser.close();
