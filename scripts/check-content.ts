/**
 * npm run check:content: every content rule the build and the tests apply, on every file of every
 * language, in seconds (lib/content/content-problems.ts). Prints each problem under its file and
 * exits 1 on any.
 */
import { contentProblems } from '../lib/content/content-problems';

const started = performance.now();
const problems = contentProblems();
const byFile = new Map<string, string[]>();
for (const { file, problem } of problems) byFile.set(file, [...(byFile.get(file) ?? []), problem]);
for (const [file, found] of byFile) {
  console.log(file);
  for (const problem of found) console.log(`  - ${problem}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  problems.length === 0
    ? `content: no problems (${seconds} s)`
    : `content: ${problems.length} problems in ${byFile.size} files (${seconds} s)`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
