import { z } from 'zod';
import { countryName } from '@/lib/format';

/**
 * Codes that name no country: groups (EU, EZ, UN, QO) and ISO's exceptional reservations (AC,
 * CP, CQ, DG, EA, IC, TA). The user-assigned X? codes and ZZ (unknown) are left out below.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA']);

/**
 * Every two-letter region code the platform's Intl names, less those that are no country: the
 * codes a job's location or the market may use, each shown to editors by its English name.
 */
const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
const countryCodes = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
)
  .filter(
    (code) =>
      !NOT_COUNTRIES.has(code) && !/^X[A-Z]$|^ZZ$/.test(code) && names.of(code) !== undefined,
  )
  // In the order an editor looks for them: by name, as the CMS lists them (Åland Islands near A).
  .sort((a, b) => names.of(a)!.localeCompare(names.of(b)!, 'en')) as [string, ...string[]];

/** A country by its ISO 3166-1 code (PT), chosen by name in the CMS (Portugal). */
export const countryCode = z
  .enum(countryCodes, { error: 'must be a country code in capitals, like PT for Portugal' })
  .meta({
    optionLabels: Object.fromEntries(countryCodes.map((code) => [code, countryName(code, 'en')])),
  });
