// `npm run validate:workflows`: every workflow in .github/workflows against GitHub's workflow
// schema. .ci/run calls it before the tests, so a broken workflow fails CI, naming the file.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { schemaProblems, workflowFiles } from './lib/workflows.mjs';

const files = workflowFiles();
const broken = files
  .map((file) => ({
    file: relative(process.cwd(), file),
    problems: schemaProblems(readFileSync(file, 'utf8')),
  }))
  .filter(({ problems }) => problems.length > 0);

for (const { file, problems } of broken) {
  console.error(`${file} does not match the workflow schema:\n  ${problems.join('\n  ')}`);
}
if (broken.length > 0) process.exit(1);
console.log(`${files.length} workflows match the schema.`);
