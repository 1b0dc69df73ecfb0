// Browser only: the answer is kept in this browser's localStorage.
import 'client-only';
import type { Locale } from './locales';

/**
 * The visitor's answer to the language offer (components/shell/language-offer.tsx), kept in this
 * browser: the language they went on in, once they accepted or dismissed the offer or picked a
 * language in the switcher. It holds no personal data.
 */
const KEY = 'agora.language';

export function rememberLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private modes and blocked storage throw; hasChosenLanguage then keeps the offer away.
  }
}

/**
 * Whether the visitor has answered. Storage that cannot be read counts as an answer: the offer
 * could never be remembered there, and would come back on every page.
 */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}
