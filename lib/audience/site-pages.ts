import 'server-only';
import { locales } from '../i18n/locales';
import { contentPages, templateOf } from '../routes';
import { isMeasured } from './measured-locales';
import type { AudiencePages } from './pages-path';

/** Every page a visitor reads in a measured language, with its template: what a beacon may name. */
export function audiencePages(): AudiencePages {
  const pages = locales
    .filter(isMeasured)
    .flatMap((locale) => contentPages(locale))
    .map((page) => [page.path, templateOf(page.route)]);
  return { pages: Object.fromEntries(pages) };
}
