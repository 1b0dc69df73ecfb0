// Node: the content as the live site has it, from git. The CMS's bundle takes
// lib/cms/browser/published-version.mjs instead, the content its page was built with.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { liveBranch } from '@/lib/live-branch';
import { CONTENT_DIR } from './read-file';

/**
 * The project this code is part of: its repository holds the live branch, wherever the content
 * being checked is (a copy under AGORA_CONTENT_DIR, a test's folder).
 */
const project = path.resolve(__dirname, '..', '..');

const git = (args: string[]) =>
  execFileSync('git', ['-C', project, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

let base: string | undefined;

/**
 * The commit the live site is built from: the live branch as the remote has it (a clone, CI), or
 * the local branch in a checkout with no remote. A clone with neither cannot tell what is new, and
 * says so rather than take everything for published.
 */
function publishedCommit(): string {
  if (base) return base;
  const branch = liveBranch(project);
  for (const ref of [`origin/${branch}`, branch]) {
    try {
      return (base = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim());
    } catch {
      // Not in this clone: the next one.
    }
  }
  throw new Error(
    `check:content compares content with the live branch, and this clone has neither origin/${branch} nor ${branch}: git fetch origin ${branch}`,
  );
}

/**
 * A content file as the live branch has it, by its path within content/ (letters/x.md,
 * pt/letters/x.md), or undefined where it has none: a new file.
 */
export function publishedVersion(file: string): string | undefined {
  const commit = publishedCommit();
  try {
    return git(['show', `${commit}:${CONTENT_DIR}/${file}`]);
  } catch {
    return undefined;
  }
}
