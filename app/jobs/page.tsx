import { EntryList } from '@/components/entry-list';
import { PageHeader } from '@/components/page-header';
import { SectionShell } from '@/components/sections/section-shell';
import { loadJobs, loadJobsPage } from '@/lib/content/jobs';
import { routeMetadata } from '@/lib/seo';
import { JobMeta } from './job-meta';

export const metadata = routeMetadata('/jobs');

/** Open positions grouped by team, newest first within each team. */
export default function JobsPage() {
  const page = loadJobsPage();
  const jobs = loadJobs();
  const teams = [...new Set(jobs.map((job) => job.team))].sort();
  return (
    <article>
      <PageHeader heading={page.heading} lead={page.lead} />
      {teams.map((team) => (
        <SectionShell key={team} heading={team}>
          <EntryList
            headingLevel={3}
            entries={jobs
              .filter((job) => job.team === team)
              .map((job) => ({
                href: `/jobs/${job.slug}`,
                title: job.title,
                summary: job.summary,
                meta: <JobMeta job={job} labels={page.labels} />,
              }))}
          />
        </SectionShell>
      ))}
    </article>
  );
}
