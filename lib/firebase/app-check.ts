// Browser only: App Check's token comes from reCAPTCHA, run in the page.
import 'client-only';
import type { AppCheck } from 'firebase/app-check';
import { APP_CHECK_HEADER } from '@/lib/api-endpoints';
import { appCheckSiteKey, firebaseOptions } from '@/lib/backend.mjs';

/**
 * App Check for the forms: in production, a reCAPTCHA Enterprise token from this page proves to
 * the functions that a request comes from the site. It loads firebase/app and firebase/app-check
 * alone (no auth, no database), in an app of its own so the account page's app is left as it
 * is. On the local services there is no site key: nothing loads and no header is sent, since
 * the emulated functions cannot verify tokens and do not ask for them.
 */
let appCheck: Promise<AppCheck | undefined> | undefined;

async function start(): Promise<AppCheck | undefined> {
  const siteKey = appCheckSiteKey();
  if (!siteKey) return undefined;
  const [{ initializeApp }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/app-check'),
  ]);
  const app = initializeApp(firebaseOptions(), 'app-check');
  return sdk.initializeAppCheck(app, {
    provider: new sdk.ReCaptchaEnterpriseProvider(siteKey),
    // Every request gets a limited-use token of its own: nothing to keep fresh in between.
    isTokenAutoRefreshEnabled: false,
  });
}

/** Starts App Check (and reCAPTCHA's script) once; a failed start is tried again next time. */
export function prepareAppCheck(): Promise<AppCheck | undefined> {
  if (!appCheck) {
    appCheck = start();
    appCheck.catch(() => (appCheck = undefined));
  }
  return appCheck;
}

/**
 * The App Check header for one request: a limited-use token, fresh each time, because the
 * functions consume every token they accept (a token opens one request). None locally.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const instance = await prepareAppCheck();
  if (!instance) return {};
  const { getLimitedUseToken } = await import('firebase/app-check');
  const { token } = await getLimitedUseToken(instance);
  return { [APP_CHECK_HEADER]: token };
}
