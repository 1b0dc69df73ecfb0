import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import type { Metadata } from 'next';
import { DetailPage } from '@/components/detail-page';
import { coverOf } from '@/lib/content/fields';
import { FormattedDate } from '@/components/formatted-date';
import { RedirectNotice, redirectMetadata } from '@/components/redirect-notice';
import { CallToAction } from '@/components/sections/call-to-action';
import { TextLink } from '@/components/text-link';
import { loadJobs, loadJobsPage } from '@/lib/content/jobs';
import { detailRoute, type SlugRouteProps } from '@/lib/detail-route';
import { formatMoneyRange } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { jobPosting } from '@/lib/structured-data';
import { jobLocation } from '../job-location';
import { pageLocale } from '@/lib/i18n/page-locale';

export const dynamicParams = false;

const route = detailRoute('/jobs/[slug]', loadJobs);

export const generateStaticParams = route.generateStaticParams;

// With no open position the route builds one page without a job (see NO_ENTRIES in lib/routes.ts):
// it sends visitors to the list.
async function metadataOf(props: SlugRouteProps): Promise<Metadata> {
  const job = await route.find(props);
  if (!job) return redirectMetadata('/jobs');
  return pageMetadata({ title: job.title, description: job.summary, path: `/jobs/${job.slug}` });
}

async function JobPage(props: SlugRouteProps) {
  const job = await route.find(props);
  if (!job) return <RedirectNotice to="/jobs" />;
  const { labels, apply } = loadJobsPage();
  const subject = encodeURIComponent(`${apply.subject}: ${job.title}`);
  return (
    <DetailPage
      path={`/jobs/${job.slug}`}
      heading={job.title}
      lead={job.summary}
      facts={[
        { label: labels.team, value: job.team },
        { label: labels.location, value: jobLocation(job, labels) },
        { label: labels.employmentType, value: labels.employmentTypes[job.employmentType] },
        {
          label: labels.salary,
          value: `${formatMoneyRange(job.salary.min, job.salary.max, job.salary.currency, pageLocale())} ${labels.perYear}`,
        },
        { label: labels.posted, value: <FormattedDate date={job.posted} /> },
        { label: labels.validThrough, value: <FormattedDate date={job.validThrough} /> },
      ]}
      cover={coverOf(job)}
      body={job.body}
      structuredData={jobPosting(job)}
    >
      <CallToAction
        heading={apply.heading}
        body={apply.body}
        actions={[{ label: apply.button, href: `mailto:${apply.email}?subject=${subject}` }]}
      />
      <TextLink href="/jobs" back>
        {labels.back}
      </TextLink>
    </DetailPage>
  );
}

export const generateMetadata = localizedMetadata(metadataOf);

export default sitePage('/jobs/[slug]', JobPage);
