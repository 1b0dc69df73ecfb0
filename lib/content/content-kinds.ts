import { z } from 'zod';
import { authSchema } from './auth';
import { cardsSchema } from './cards';
import { FACTS_FILE, factsSchema } from './facts';
import { faqSchema } from './faq';
import { formsSchema } from './forms';
import { articleSchema as helpArticleSchema, helpPageSchema } from './help';
import { jobSchema, jobsPageSchema } from './jobs';
import { legalSchema } from './legal';
import { letterSchema, lettersPageSchema } from './letters';
import { mailSchema } from './mail';
import type { MessageSection } from './messages';
import { articleSchema as newsArticleSchema, newsPageSchema } from './news';
import { newsletterSchema } from './newsletter';
import { pageSchema } from './pages';
import { searchSchema } from './search';
import { staffSchema } from './staff';
import { audienceSchema } from './audience';
import { siteSchema } from './site';
import { uiSchema } from './ui';
import { pathInLanguage } from './read';

/** A kind of content file: what it holds and where. */
export interface ContentKind {
  /** Its name in the CMS. */
  name: string;
  /** What editors see it called. */
  label: string;
  /** One entry of a folder of entries, as editors call it ("New News article"). */
  singular?: string;
  /**
   * English's copy, under content/: one file (`faq.yaml`), or a folder of entries, a file each
   * (`news/*.md`). A translation has the same path under content/<locale>/.
   */
  path: string;
  schema: z.ZodType;
  /** The entries are pages of the site (lib/routes.ts): editors change them, never add or remove. */
  fixed?: true;
  /**
   * Where the site shows an entry of a folder, as the route registry writes it (/news/[slug]): the
   * CMS opens it on the preview for the pull request an editor's save makes.
   */
  shownAt?: string;
  /** What the CMS says of the kind above its entries, where its fields' hints do not say it. */
  description?: string;
  /**
   * An entry may be published in English first: each language shows it once its translation
   * exists (npm run check:translations lists those pending).
   */
  translatedLater?: true;
}

/**
 * The messages file, each section validated by its own module's schema (lib/content/messages.ts
 * reads them one by one).
 */
const messagesSchema = z
  .object({
    ui: uiSchema.describe(
      "Every interface message of the site, one section per kind. {name} marks an argument; a count's sentences are one ICU plural message, e.g. '{count, plural, one {# page} other {# pages}}', with the forms the language needs. This section: short interface texts that are not part of any one page.",
    ),
    forms: formsSchema.describe("Labels, hints and messages of the site's forms."),
    auth: authSchema.describe(
      "Copy of the account page (/account), the side menu's account link and the sign-in errors.",
    ),
    search: searchSchema.describe(
      'The search page (/search) and the search field it shares with the Help Center.',
    ),
    staff: staffSchema.describe(
      "The letters' figures, for Agora's staff (/staff): a staff account sees each letter's counts.",
    ),
    audience: audienceSchema,
  } satisfies Record<MessageSection, z.ZodType>)
  .strict();

/**
 * Every kind of content under content/, once. The CMS configuration is made from this list (npm
 * run cms:config), and its test fails for a content file no kind here covers: a new kind of content
 * is one line here.
 */
export const contentKinds: ContentKind[] = [
  {
    name: 'pages',
    label: 'Pages',
    singular: 'Page',
    path: 'pages/*.yaml',
    schema: pageSchema,
    shownAt: '/[slug]',
    fixed: true,
  },
  {
    name: 'news',
    translatedLater: true,
    label: 'News',
    singular: 'News article',
    path: 'news/*.md',
    schema: newsArticleSchema,
    shownAt: '/news/[slug]',
  },
  {
    name: 'jobs',
    translatedLater: true,
    label: 'Jobs',
    singular: 'Job',
    path: 'jobs/*.md',
    schema: jobSchema,
    shownAt: '/jobs/[slug]',
  },
  {
    name: 'help',
    translatedLater: true,
    label: 'Help articles',
    singular: 'Help article',
    path: 'help/*.md',
    schema: helpArticleSchema,
    shownAt: '/help/[slug]',
  },
  {
    name: 'legal',
    label: 'Legal texts',
    singular: 'Legal text',
    path: 'legal/*.md',
    schema: legalSchema,
    shownAt: '/[slug]',
    fixed: true,
  },
  {
    name: 'letters',
    label: 'Newsletter letters',
    singular: 'Letter',
    description:
      'The Agora letter, written once per language. From the day it is sent (UTC) a letter has its page, /newsletter/<its name>, and at its send time it goes to every confirmed subscriber, in their language, once. A letter already sent is not sent again, even if it is edited.',
    path: 'letters/*.md',
    schema: letterSchema,
    shownAt: '/newsletter/[slug]',
  },
  { name: 'newsPage', label: 'News page', path: 'news/index.yaml', schema: newsPageSchema },
  { name: 'jobsPage', label: 'Jobs page', path: 'jobs/index.yaml', schema: jobsPageSchema },
  { name: 'helpCenter', label: 'Help Center', path: 'help/index.yaml', schema: helpPageSchema },
  {
    name: 'lettersPage',
    label: 'Letter pages',
    path: 'letters/index.yaml',
    schema: lettersPageSchema,
  },
  { name: 'faq', label: 'FAQ', path: 'faq.yaml', schema: faqSchema },
  { name: 'site', label: 'Site', path: 'site.yaml', schema: siteSchema },
  { name: 'messages', label: 'Interface texts', path: 'messages.yaml', schema: messagesSchema },
  { name: 'mail', label: 'E-mails', path: 'mail.yaml', schema: mailSchema },
  {
    name: 'newsletter',
    label: 'Newsletter pages',
    path: 'newsletter.yaml',
    schema: newsletterSchema,
  },
  { name: 'cards', label: 'Social cards', path: 'cards.yaml', schema: cardsSchema },
  {
    name: 'facts',
    label: 'Company facts',
    path: FACTS_FILE,
    schema: factsSchema.describe(
      "The company's facts, each written once; copy names them in braces ({fees.goods}). What each one means and how it is written: its hint.",
    ),
  },
];

/** Whether a kind's path (`news/*.md`, `faq.yaml`) names a file's path within its language. */
const holds = (kindPath: string, file: string) =>
  kindPath.includes('/*.')
    ? file.startsWith(kindPath.slice(0, kindPath.indexOf('*'))) &&
      !file.slice(kindPath.indexOf('*')).includes('/') &&
      file.endsWith(kindPath.slice(kindPath.indexOf('*') + 1))
    : file === kindPath;

/** The kind of a content file named from the project's root (content/pt/news/a.md: news). */
export function kindOfFile(file: string): ContentKind | undefined {
  const within = pathInLanguage(file);
  return contentKinds.find((kind) => holds(kind.path, within));
}
