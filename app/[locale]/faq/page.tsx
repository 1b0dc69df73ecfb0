import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { JsonLd } from '@/components/json-ld';
import { PageHeader } from '@/components/page-header';
import { CallToAction } from '@/components/sections/call-to-action';
import { loadFaq } from '@/lib/content/faq';
import { routeMetadata } from '@/lib/seo';
import { faqPage } from '@/lib/structured-data';
import { FaqList } from './faq-list';

export const generateMetadata = localizedMetadata(() => routeMetadata('/faq'));

function FaqPage() {
  const faq = loadFaq();
  return (
    <article>
      <PageHeader heading={faq.heading} lead={faq.lead} />
      <FaqList topics={faq.topics} />
      <CallToAction heading={faq.more.heading} body={faq.more.body} actions={faq.more.links} />
      <JsonLd data={faqPage(faq.topics.flatMap((topic) => topic.items))} />
    </article>
  );
}

export default sitePage('/faq', FaqPage);
