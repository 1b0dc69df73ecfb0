/**
 * npm run check:translations [locale…]: holds every translation in content/<locale>/ against
 * English and prints what is missing, extra, or left in English, and the entries published in
 * English that wait for their translation, with the day English last changed. Exits 1 on any gap;
 * an entry waiting is no gap: the language leaves it out until then.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { contentRoot } from '../lib/content/read-file';
import { translationReport } from '../lib/i18n/translation-report';

/** The day English's file last changed (YYYY-MM-DD), from git; undefined outside a repository. */
function changedOn(file: string): string | undefined {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return day || undefined;
  } catch {
    return undefined;
  }
}

const wanted = process.argv.slice(2);
const reports = translationReport(contentRoot()).filter(
  (report) => wanted.length === 0 || wanted.includes(report.locale),
);
for (const { locale, files, gaps, pending } of reports) {
  const waiting = pending.length ? `, ${pending.length} entries waiting for translation` : '';
  console.log(
    `${locale}: ${files} files, ${gaps.length === 0 ? 'complete' : `${gaps.length} gaps`}${waiting}`,
  );
  for (const gap of gaps) console.log(`  ${gap}`);
  for (const file of pending) {
    const since = changedOn(path.join(contentRoot(), file)) ?? 'a day git does not know';
    console.log(`  waiting: ${file}, in English since ${since}`);
  }
}
process.exitCode = reports.some((report) => report.gaps.length > 0) ? 1 : 0;
