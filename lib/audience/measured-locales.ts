// @shared: the Cloud Functions run this too, so it imports nothing but other @shared modules.
import type { Locale } from '../i18n/locales';

/**
 * The one switch of the audience measurement: the languages whose pages are measured. A page in
 * another language loads no beacon, its forms report no conversion, and the functions count
 * nothing sent from it. The site knows no visitor's country (Hosting tells the functions none), so
 * a language stands for the country whose rules it follows. France's and Spain's regulators
 * exempt audience measurement of this kind from consent; Portugal's has published no such
 * exemption, so Portuguese pages are left out until the owners decide otherwise.
 */
export const MEASURED_LOCALES: readonly Locale[] = ['en', 'es', 'fr'];

export const isMeasured = (locale: Locale): boolean => MEASURED_LOCALES.includes(locale);
