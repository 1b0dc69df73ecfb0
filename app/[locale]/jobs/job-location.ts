import type { Job, JobsPage } from '@/lib/content/jobs';
import { countryName } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';

/** "Lisbon, Portugal" or "Lisbon, Portugal · Remote (Portugal, Spain)". */
export function jobLocation(job: Job, labels: JobsPage['labels']): string {
  const locale = pageLocale();
  const office = `${job.location.city}, ${countryName(job.location.country, locale)}`;
  if (!job.remoteCountries) return office;
  return `${office} · ${labels.remote} (${job.remoteCountries.map((code) => countryName(code, locale)).join(', ')})`;
}
