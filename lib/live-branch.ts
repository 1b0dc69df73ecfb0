import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The workflow that deploys the live site: its branch is the one the CMS's changes merge into. */
const LIVE_DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

/** The branch every push to which deploys the live site (main), from the project at `root`. */
export function liveBranch(root = process.cwd()): string {
  const workflow = parse(readFileSync(path.join(root, LIVE_DEPLOY_WORKFLOW), 'utf8'));
  const [branch] = workflow.on.push.branches as string[];
  return branch;
}
