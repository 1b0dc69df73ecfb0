import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { z } from 'zod';
import { href, link, text } from './fields';
import { readYaml } from './read';

/** The footer's columns, in the order they appear; lib/routes.ts files each page under one. */
export const footerColumns = ['marketplace', 'company', 'support', 'legal'] as const;
export type FooterColumn = (typeof footerColumns)[number];

const columnHeadings = Object.fromEntries(footerColumns.map((column) => [column, text])) as Record<
  FooterColumn,
  typeof text
>;

export const siteSchema = z
  .object({
    name: text.describe(
      'One place for the brand: rename the product here and every page, feed and tag follows.',
    ),
    tagline: text,
    description: text,
    url: z.url({ protocol: /^https$/ }).transform((url) => url.replace(/\/$/, '')),
    locale: text,
    logo: href,
    logoImage: z
      .object({ src: href, width: z.number().int().min(112), height: z.number().int().min(112) })
      .strict()
      .describe(
        'The same logo as a 512 x 512 PNG: search engines want a raster image in structured data.',
      ),
    socialImage: z
      .object({ src: href, alt: text })
      .strict()
      .describe('Shown when a page is shared on social networks (1200 x 630).'),
    email: z
      .email()
      .describe(
        'The address for members and the press to write to; its domain is set in Company facts.',
      ),
    social: z.array(link),
    footer: z
      .object(columnHeadings)
      .strict()
      .describe(
        "The footer's column headings. Each page is filed under a column (lib/routes.ts); its link text is the page's own label.",
      ),
    footerLinks: z
      .object(
        Object.fromEntries(
          footerColumns.map((column) => [column, z.array(link).optional()]),
        ) as Record<FooterColumn, z.ZodOptional<z.ZodArray<typeof link>>>,
      )
      .strict()
      .describe(
        "Addresses elsewhere a footer column links after its pages, in the page's language: Portugal's electronic complaints book (Livro de Reclamações), which the law asks every page of a Portuguese trader to link.",
      )
      .default({}),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

/** The site config (`content/site.yaml`): brand, base URL, contact, social links, footer columns. */
export function loadSite(locale: Locale = pageLocale()): Site {
  return readYaml('site.yaml', siteSchema, locale);
}
