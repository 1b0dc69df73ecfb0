import { EntryList } from '@/components/entry-list';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { CallToAction } from '@/components/sections/call-to-action';
import { SectionShell } from '@/components/sections/section-shell';
import { loadJobs, loadJobsPage, type Job } from '@/lib/content/jobs';
import { numbered, pageCount, pageOf } from '@/lib/pagination';
import { JobMeta } from './job-meta';

/** Open positions by team (teams in alphabetical order), newest first within each team. */
function byTeam(jobs: Job[]): Job[] {
  return [...jobs].sort((a, b) => a.team.localeCompare(b.team) || b.posted.localeCompare(a.posted));
}

/** Consecutive jobs of the same team, as one section each. */
function teamSections(jobs: Job[]): { team: string; jobs: Job[] }[] {
  const sections: { team: string; jobs: Job[] }[] = [];
  for (const job of jobs) {
    const last = sections.at(-1);
    if (last?.team === job.team) last.jobs.push(job);
    else sections.push({ team: job.team, jobs: [job] });
  }
  return sections;
}

/** One page of the open positions, grouped by team; a clear message when none is open. */
export function JobsList({ page }: { page: number }) {
  const copy = loadJobsPage();
  const jobs = byTeam(loadJobs());
  return (
    <article>
      <PageHeader
        heading={page === 1 ? copy.heading : numbered(copy.heading, page)}
        lead={copy.lead}
      />
      {jobs.length === 0 && (
        <CallToAction
          heading={copy.empty.heading}
          body={copy.empty.body}
          actions={copy.empty.links}
        />
      )}
      {teamSections(pageOf(jobs, page)).map(({ team, jobs: teamJobs }) => (
        <SectionShell key={team} heading={team}>
          <EntryList
            headingLevel={3}
            entries={teamJobs.map((job) => ({
              href: `/jobs/${job.slug}`,
              title: job.title,
              summary: job.summary,
              meta: <JobMeta job={job} labels={copy.labels} />,
            }))}
          />
        </SectionShell>
      ))}
      <Pagination base="/jobs" page={page} pages={pageCount(jobs.length)} />
    </article>
  );
}
