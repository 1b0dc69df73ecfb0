import { z } from 'zod';
import { text } from './fields';
import { readYaml } from './read';

const companySchema = z
  .object({
    legalName: text,
    registration: text,
    address: z
      .object({
        street: text,
        postalCode: text,
        locality: text,
        country: text,
        countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
      })
      .strict(),
    dpoEmail: z.email(),
    supportEmail: z.email(),
  })
  .strict();

export type Company = z.output<typeof companySchema>;

/** The legal entity behind the brand (`content/legal/company.yaml`): legal pages and structured data. */
export function loadCompany(): Company {
  return readYaml('legal/company.yaml', companySchema);
}
