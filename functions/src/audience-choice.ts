import { OPT_OUT_COOKIE, OPT_OUT_VALUE } from '../../lib/audience/audience-fields';
import { CHOICES, choiceAnchor, OPT_OUT_SECONDS } from '../../lib/audience/choice';
import { defaultLocale, isLocale } from '../../lib/i18n/locales';
import { localePath } from '../../lib/i18n/paths';
import { endpoint, refuse } from './endpoint';
import { FORM_TYPE } from './request-body';
import type { Services } from './services';

const POLICY = '/privacypolicy';

/**
 * POST /api/audience-choice: the privacy policy's form, posted without script. `choice=off` sets
 * the opt-out cookie (no identifier: the same value for everyone, for 13 months), on which the
 * pages send no beacon and the forms report no conversion; `choice=on` removes it. Either way the
 * answer is a 303 back to the policy in the form's language, at the sentence that says so.
 */
export const audienceChoice = endpoint<Services>(
  { accepts: [FORM_TYPE], appCheck: false },
  async ({ body }, services) => {
    const choice = CHOICES.find((known) => known === body.choice);
    if (!choice) return refuse(400, 'invalid-fields', { fields: { choice: 'choice' } });
    const secure = new URL(services.settings.siteUrl).protocol === 'https:' ? '; Secure' : '';
    const cookie =
      choice === 'off'
        ? `${OPT_OUT_COOKIE}=${OPT_OUT_VALUE}; Path=/; Max-Age=${OPT_OUT_SECONDS}; SameSite=Lax${secure}`
        : `${OPT_OUT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    const locale = isLocale(body.locale) ? body.locale : defaultLocale;
    return {
      status: 303,
      headers: { 'Set-Cookie': cookie },
      redirectTo: `${localePath(POLICY, locale)}#${choiceAnchor(choice)}`,
    };
  },
);
