import type { Company } from './content/facts';
import { loadFacts } from './content/facts';
import type { HelpArticle } from './content/help';
import type { Job } from './content/jobs';
import { sendDay, type Letter } from './content/letters';
import type { NewsArticle } from './content/news';
import { lastModified } from './content/news';
import type { Site } from './content/site';
import { loadSite } from './content/site';
import { markdownToHtml } from './markdown';
import { markdownToPlainText } from './plain-text';
import { languageTags } from './i18n/locales';
import { pageLocale } from './i18n/page-locale';
import { localePath } from './i18n/paths';
import { letterPath } from './newsletter-pages';
import { absoluteUrl } from './seo';
import { coverOf, type Cover } from './content/fields';
import { largestSize } from './images/media.mjs';

/**
 * schema.org objects for <JsonLd>. Each builder only shapes data; the defaults load the site and
 * company config so pages can call them without arguments. Addresses and `inLanguage` are those of
 * the page being rendered, so a Portuguese page describes /pt/… in Portuguese.
 */

/** The absolute address of a site path in the language of the page being rendered. */
const pageUrl = (path: string) => absoluteUrl(localePath(path, pageLocale()));

const inLanguage = () => languageTags[pageLocale()];

function postalAddress(address: {
  street?: string;
  postalCode?: string;
  locality: string;
  countryCode: string;
}) {
  return {
    '@type': 'PostalAddress',
    ...(address.street ? { streetAddress: address.street } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressLocality: address.locality,
    addressCountry: address.countryCode,
  };
}

/** The raster logo as schema.org wants it for an organization. */
function logoImage(site: Site) {
  const { src, width, height } = site.logoImage;
  return { '@type': 'ImageObject', url: absoluteUrl(src), width, height };
}

/** An entry's cover at its largest size, or the logo for an entry without one. */
function entryImage(site: Site, cover: Cover | undefined) {
  if (!cover) return absoluteUrl(site.logoImage.src);
  const { path, width, height } = largestSize(cover.src);
  return { '@type': 'ImageObject', url: absoluteUrl(path), width, height, caption: cover.alt };
}

/** Agora as the publisher of an article. */
function publisher(site: Site) {
  return { '@type': 'Organization', name: site.name, url: site.url, logo: logoImage(site) };
}

export function organization(site: Site = loadSite(), company: Company = loadFacts().company) {
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    legalName: company.legalName,
    url: site.url,
    logo: logoImage(site),
    email: site.email,
    address: postalAddress(company.address),
    sameAs: site.social.map((link) => link.href),
  };
}

export function website(site: Site = loadSite()) {
  return {
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: pageUrl('/'),
    description: site.description,
    inLanguage: inLanguage(),
    publisher: { '@id': `${site.url}/#organization` },
  };
}

export function faqPage(questions: { question: string; answer: string }[]) {
  return {
    '@type': 'FAQPage',
    inLanguage: inLanguage(),
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: markdownToPlainText(answer) },
    })),
  };
}

export function jobPosting(job: Job, site: Site = loadSite()) {
  return {
    '@type': 'JobPosting',
    title: job.title,
    // Google reads the description as HTML.
    description: markdownToHtml(job.body),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.posted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: absoluteUrl(site.logoImage.src),
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress({ locality: job.location.city, countryCode: job.location.country }),
    },
    ...(job.remoteCountries
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteCountries.map((country) => ({
            '@type': 'Country',
            name: country,
          })),
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
    directApply: false,
    url: pageUrl(`/jobs/${job.slug}`),
  };
}

export function newsArticle(article: NewsArticle, site: Site = loadSite()) {
  const url = pageUrl(`/news/${article.slug}`);
  return {
    '@type': 'NewsArticle',
    inLanguage: inLanguage(),
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: lastModified(article),
    author: {
      '@type': 'Person',
      name: article.author,
      ...(article.authorRole ? { jobTitle: article.authorRole } : {}),
    },
    publisher: publisher(site),
    image: entryImage(site, coverOf(article)),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.tags ? { keywords: article.tags.join(', ') } : {}),
  };
}

/** An article the site writes in its own name (a help article, a letter), at `path`. */
function siteArticle(
  site: Site,
  path: string,
  text: { headline: string; description: string; datePublished?: string; dateModified: string },
  cover?: Cover,
) {
  const url = pageUrl(path);
  return {
    '@type': 'Article',
    inLanguage: inLanguage(),
    ...text,
    author: { '@type': 'Organization', name: site.name, url: site.url },
    publisher: publisher(site),
    image: entryImage(site, cover),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

export function helpArticle(article: HelpArticle, site: Site = loadSite()) {
  return siteArticle(site, `/help/${article.slug}`, {
    headline: article.title,
    description: article.description,
    dateModified: article.updated,
  });
}

export function letterArticle(letter: Letter, site: Site = loadSite()) {
  const sent = sendDay(letter);
  return siteArticle(
    site,
    letterPath(letter.slug),
    {
      headline: letter.subject,
      description: letter.summary,
      datePublished: sent,
      dateModified: sent,
    },
    coverOf(letter),
  );
}

export interface Crumb {
  name: string;
  /** Site path in English, e.g. "/jobs"; the list spells it in the page's language. */
  path: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}
