import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { apiEndpoints } from '@/lib/api-endpoints';
import { loadSite } from '@/lib/content/site';
import { defaultLocale } from '@/lib/i18n/locales';
import { projectRepository } from './repository.mjs';

/** The workflow that deploys the live site: its branch is the one the CMS's changes merge into. */
const LIVE_DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

/** The branch every push to which deploys the live site. */
function liveBranch(): string {
  const workflow = parse(readFileSync(LIVE_DEPLOY_WORKFLOW, 'utf8'));
  const [branch] = workflow.on.push.branches as string[];
  return branch;
}

/**
 * Where the CMS reads and saves content in production: the site's GitHub repository, on the branch
 * the live site deploys from, signed in through the site's own OAuth function.
 */
export function cmsBackend() {
  return {
    name: 'github',
    repo: projectRepository(),
    branch: liveBranch(),
    base_url: new URL(loadSite(defaultLocale).url).origin,
    auth_endpoint: apiEndpoints.cmsAuth,
    // Editors sign in with GitHub through the function; no personal access tokens.
    auth_methods: ['oauth'],
  };
}
