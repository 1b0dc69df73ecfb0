import { z } from 'zod';
import { href, link, text } from './fields';
import { readYaml } from './read';

const siteSchema = z
  .object({
    name: text,
    tagline: text,
    description: text,
    url: z.url({ protocol: /^https$/ }).transform((url) => url.replace(/\/$/, '')),
    locale: text,
    logo: href,
    socialImage: z.object({ src: href, alt: text }).strict(),
    email: z.email(),
    social: z.array(link),
    menu: z.array(link).length(4, 'must have exactly the four entries of the spec'),
    footer: z.array(z.object({ heading: text, links: z.array(link).min(1) }).strict()).min(1),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

let cached: Site | undefined;

/** The site config (`content/site.yaml`): brand, base URL, menu and footer. */
export function loadSite(): Site {
  cached ??= readYaml('site.yaml', siteSchema);
  return cached;
}
