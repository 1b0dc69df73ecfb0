import { apiEndpoints } from '@/lib/api-endpoints';
import { loadSite } from '@/lib/content/site';
import { defaultLocale } from '@/lib/i18n/locales';
import { liveBranch } from '@/lib/live-branch';
import { projectRepository } from './repository.mjs';

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
