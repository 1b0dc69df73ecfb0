import type { Page } from 'playwright-core';
import { loadUi } from '@/lib/content/ui';

export { specMenu } from '../spec-menu';

export const ui = loadUi();

/** [label, href, aria-current] of the links inside `selector`, visible ones only. */
export function visibleLinks(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) =>
    Array.from(root.querySelectorAll('a'))
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => [
        link.textContent?.trim(),
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
  );
}

/** The focused element as `TAG "text"`, for readable failure messages. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"` : 'nothing';
  });
}
