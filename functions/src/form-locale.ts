import { LOCALE } from '../../lib/form-checks';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { matching } from './fields';

/**
 * The `locale` field of a form's request. A page from before the site spoke other languages, or
 * any client that leaves the field out, wrote in the default language: a missing locale is that
 * one, and only a locale the site does not speak is refused.
 */
export const localeField = matching(LOCALE, true);

/** The language a request's checked `locale` field names. */
export const formLocale = (value: string): Locale => (value || defaultLocale) as Locale;
