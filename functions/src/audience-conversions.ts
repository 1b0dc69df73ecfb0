import * as logger from 'firebase-functions/logger';
import {
  AUDIENCE_ENTRY_FIELD,
  NO_ENTRY,
  type Conversion,
} from '../../lib/audience/audience-fields';
import { isMeasured } from '../../lib/audience/measured-locales';
import type { Locale } from '../../lib/i18n/locales';
import { countable } from './audience-consent';
import type { AudienceRow } from './audience-rows';
import type { IncomingRequest } from './endpoint';
import type { AudienceServices } from './services';

/** A page the site measures, or undefined: what a conversion may name as where it began. */
export async function measuredPage(
  services: AudienceServices,
  path: unknown,
): Promise<string | undefined> {
  if (typeof path !== 'string') return undefined;
  const { pages } = await services.audiencePages(services.settings.siteUrl);
  return Object.hasOwn(pages, path) ? path : undefined;
}

export interface FormConversion {
  conversion: Conversion;
  locale: Locale;
  /** The page the conversion began on (the form's page, or where the subscription was asked). */
  startPage: string;
  /** What the form sent as AUDIENCE_ENTRY_FIELD: absent when its page did not measure the visit. */
  entry?: string;
}

/**
 * Counts a conversion a function saw complete (a message sent, a subscription asked or
 * confirmed): one row, naming the pages it began on and the visit entered by, never the message,
 * the address or the account. Only a conversion whose page measured the visit (the form sent its
 * entry field) from a browser that may be counted, in a measured language. A count that fails is
 * logged and lost: it never fails what the visitor asked for.
 */
export async function countConversion(
  request: IncomingRequest | undefined,
  services: AudienceServices,
  { conversion, locale, startPage, entry }: FormConversion,
): Promise<void> {
  if (entry === undefined || entry === '' || !isMeasured(locale)) return;
  if (request && !countable(request)) return;
  try {
    const row: AudienceRow = {
      kind: 'conversion',
      conversion,
      locale,
      start_page: await measuredPage(services, startPage),
      entry_page: entry === NO_ENTRY ? undefined : await measuredPage(services, entry),
    };
    services.writeAudienceRows([row]);
  } catch (error) {
    logger.error(`audience: a conversion (${conversion}) could not be counted`, error);
  }
}

/** The form field a conversion's entry page arrives in, for the endpoints' field rules. */
export const ENTRY_FIELD = AUDIENCE_ENTRY_FIELD;
