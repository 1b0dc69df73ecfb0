import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';

export { specMenu } from '../spec-menu';

/** The menu as the site config declares it; the spec fixes its four entries and their order. */
export const site = loadSite();
const ui = loadUi();
export const labels = { open: ui.menuButton, close: ui.closeMenu, nav: ui.mainNav };
