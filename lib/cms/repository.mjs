// The GitHub repository the site's content lives in, as package.json's `repository` names it: the
// CMS saves there (npm run cms:config), and a deploy from GitHub checks it is the one it runs in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * "owner/name" from a `repository` setting (`github:owner/name` or its github.com URL).
 * @param {string} spec
 */
export function repositoryName(spec) {
  const match = /^(?:github:|(?:git\+)?https:\/\/github\.com\/)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(
    spec,
  );
  if (!match) throw new Error(`package.json: repository "${spec}" is not a GitHub repository`);
  return match[1];
}

/** The project's repository, "owner/name", from its package.json. */
export function projectRepository(projectDir = process.cwd()) {
  const { repository } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
  return repositoryName(repository);
}
