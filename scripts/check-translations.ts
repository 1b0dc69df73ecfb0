/**
 * npm run check:translations [locale…]: holds every translation in content/<locale>/ against
 * English and prints what is missing, extra, or left in English. Exits 1 on any gap.
 */
import { contentRoot } from '../lib/content/read-file';
import { translationReport } from '../lib/i18n/translation-report';

const wanted = process.argv.slice(2);
const reports = translationReport(contentRoot()).filter(
  (report) => wanted.length === 0 || wanted.includes(report.locale),
);
for (const { locale, files, gaps } of reports) {
  console.log(
    `${locale}: ${files} files, ${gaps.length === 0 ? 'complete' : `${gaps.length} gaps`}`,
  );
  for (const gap of gaps) console.log(`  ${gap}`);
}
process.exitCode = reports.some((report) => report.gaps.length > 0) ? 1 : 0;
