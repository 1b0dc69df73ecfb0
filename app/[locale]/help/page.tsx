import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { PageHeader } from '@/components/page-header';
import { SiteSearch } from '@/components/search/site-search';
import { CallToAction } from '@/components/sections/call-to-action';
import { loadHelpCenter } from '@/lib/content/help';
import { loadSearch } from '@/lib/content/search';
import { routeMetadata } from '@/lib/seo';
import { HelpTopicIndex } from './help-topic-index';
import { HelpTopics } from './help-topics';

export const generateMetadata = localizedMetadata(() => routeMetadata('/help'));

function HelpPage() {
  const { page, topics } = loadHelpCenter();
  const search = loadSearch();
  return (
    <article>
      <PageHeader heading={page.heading} lead={page.lead} />
      <SiteSearch field={search.field} results={search.results} />
      <HelpTopicIndex label={page.topicIndex} topics={topics} />
      <HelpTopics topics={topics} allInTopic={page.labels.allInTopic} />
      <CallToAction heading={page.more.heading} body={page.more.body} actions={page.more.links} />
    </article>
  );
}

export default sitePage('/help', HelpPage);
