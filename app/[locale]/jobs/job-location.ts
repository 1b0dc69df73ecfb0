import type { Job, JobsPage } from '@/lib/content/jobs';
import { countryName } from '@/lib/format';

/** "Lisbon, Portugal" or "Lisbon, Portugal · Remote (Portugal, Spain)". */
export function jobLocation(job: Job, labels: JobsPage['labels']): string {
  const office = `${job.location.city}, ${countryName(job.location.country)}`;
  if (!job.remoteCountries) return office;
  return `${office} · ${labels.remote} (${job.remoteCountries.map((code) => countryName(code)).join(', ')})`;
}
