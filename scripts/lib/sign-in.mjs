// What Firebase costs a visitor who opens sign-in, measured in a real browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containsFirebase, gzipSize } from './measure.mjs';

/**
 * Loads /account, focuses the sign-in form's e-mail field (what starts the download for a new
 * visitor), and sums the gzip size of every JS chunk fetched after that which carries a Firebase
 * marker.
 * Chunks are read from out/, so the figures use the same compression as the budgets.
 */
export async function firebaseOnSignIn(browser, baseUrl, outDir) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const fetched = new Set();
  let recording = false;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (recording && pathname.endsWith('.js')) fetched.add(pathname);
  });
  await page.goto(`${baseUrl}/account`, { waitUntil: 'networkidle' });
  recording = true;
  const email = page.locator('main input[type="email"]').first();
  if (!(await email.count())) {
    await page.close();
    return { note: 'no e-mail field in the main content of /account' };
  }
  await email.focus();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.close();
  const texts = [...fetched].map((url) => readFileSync(join(outDir, url), 'utf8'));
  const firebase = texts.filter(containsFirebase);
  return {
    gzip: firebase.reduce((total, text) => total + gzipSize(Buffer.from(text)), 0),
    chunks: firebase.length,
    fetched: texts.length,
  };
}
