import type { Job, JobsPage } from '@/lib/content/jobs';
import { jobLocation } from './job-location';

/** The one-line summary of a job in lists: where and how. */
export function JobMeta({ job, labels }: { job: Job; labels: JobsPage['labels'] }) {
  return (
    <>
      {jobLocation(job, labels)} · {labels.employmentTypes[job.employmentType]}
    </>
  );
}
