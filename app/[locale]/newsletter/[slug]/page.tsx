import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import type { Metadata } from 'next';
import { DetailPage } from '@/components/detail-page';
import { coverOf } from '@/lib/content/fields';
import { FormattedDate } from '@/components/formatted-date';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { TextLink } from '@/components/text-link';
import { isSent, loadLetters, loadLettersPage, sendDay } from '@/lib/content/letters';
import { detailRoute, type SlugRouteProps } from '@/lib/detail-route';
import { letterPath, NEWSLETTER_SECTION } from '@/lib/newsletter-pages';
import { rootRedirect } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { letterArticle } from '@/lib/structured-data';

export const dynamicParams = false;

const route = detailRoute('/newsletter/[slug]', loadLetters);

export const generateStaticParams = route.generateStaticParams;

// Before the first letter the route builds one page without a letter (see NO_ENTRIES in
// lib/routes.ts): it sends visitors to the home page.
async function metadataOf(props: SlugRouteProps): Promise<Metadata> {
  const letter = await route.find(props);
  if (!letter) return redirectMetadata(rootRedirect.to);
  return {
    ...pageMetadata({
      title: letter.subject,
      description: letter.summary,
      path: letterPath(letter.slug),
      type: 'article',
      publishedTime: sendDay(letter),
    }),
    // Before its day, for the mails that link it alone (lib/content/letters.ts).
    ...(isSent(letter) ? {} : { robots: { index: false, follow: true } }),
  };
}

/** A letter of the newsletter as its subscribers got it, and the way to get the next one. */
async function LetterPage(props: SlugRouteProps) {
  const letter = await route.find(props);
  if (!letter) return <RedirectNotice to={rootRedirect.to} />;
  const { labels, subscribe } = loadLettersPage();
  return (
    <DetailPage
      path={letterPath(letter.slug)}
      // No page lists the letters: /newsletter itself is not an address of the site.
      parents={[]}
      heading={letter.subject}
      lead={letter.summary}
      facts={[{ label: labels.sent, value: <FormattedDate date={sendDay(letter)} /> }]}
      cover={coverOf(letter)}
      body={letter.body}
      structuredData={letterArticle(letter)}
    >
      <TextLink href={`#${NEWSLETTER_SECTION}`} className="mt-10">
        {subscribe}
      </TextLink>
    </DetailPage>
  );
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/newsletter/[slug]', LetterPage);
