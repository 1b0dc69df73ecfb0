import type { Job, JobsPage } from '@/lib/content/jobs';
import { countryName } from '@/lib/format';

/** "Lisbon, Portugal" or "Lisbon, Portugal · Remote (Portugal, Spain)". */
export function jobLocation(job: Job, labels: JobsPage['labels']): string {
  const office = `${job.location.city}, ${countryName(job.location.country)}`;
  if (!job.remoteCountries) return office;
  return `${office} · ${labels.remote} (${job.remoteCountries.map(countryName).join(', ')})`;
}

/** The one-line summary of a job in lists: where and how. */
export function JobMeta({ job, labels }: { job: Job; labels: JobsPage['labels'] }) {
  return (
    <>
      {jobLocation(job, labels)} · {labels.employmentTypes[job.employmentType]}
    </>
  );
}
