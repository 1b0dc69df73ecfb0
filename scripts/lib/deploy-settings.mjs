// The settings a deploy cannot go without, checked before anything is built: without them the
// build would quietly point the site at the local emulators. `npm run deploy` and CI's preview
// deploy both check them here, so they stop alike, naming every empty one.
import nextEnv from '@next/env';
import { PRODUCTION_VARIABLES } from '../../lib/backend.mjs';
import { projectRepository } from '../../lib/cms/repository.mjs';

/**
 * The site's production settings, and the project the Firebase CLI deploys to (the same one).
 * `.env.example` documents each.
 */
export const DEPLOY_SETTINGS = [...PRODUCTION_VARIABLES, 'FIREBASE_PROJECT'];

/**
 * The environment a deploy runs with: this process's, plus the .env files `next build` reads
 * (Next's own loader), so the check sees what the build will.
 */
export function deployEnvironment(projectDir = process.cwd()) {
  nextEnv.loadEnvConfig(projectDir, false, { info: () => {}, error: console.error });
  return process.env;
}

/**
 * Why a deploy cannot start with `env`, naming every empty setting; undefined when all are set.
 * @param {Record<string, string | undefined>} env
 */
export function deploySettingsProblem(env) {
  const missing = DEPLOY_SETTINGS.filter((name) => !env[name]);
  if (missing.length === 0) return repositoryProblem(env);
  return [
    'A deploy needs every setting .env.example names. Empty:',
    ...missing.map((name) => `  ${name}`),
    'Set them in .env.local or the environment; on GitHub, as variables under Settings > Secrets and variables > Actions.',
  ].join('\n');
}

/**
 * Why the CMS of a deploy from GitHub Actions would save elsewhere than the repository the deploy
 * comes from (GITHUB_REPOSITORY): package.json's `repository` still names another one.
 * @param {Record<string, string | undefined>} env
 */
export function repositoryProblem(env, projectDir = process.cwd()) {
  const running = env.GITHUB_REPOSITORY;
  const named = running && projectRepository(projectDir);
  if (!running || named.toLowerCase() === running.toLowerCase()) return undefined;
  return [
    `package.json names the repository ${named}, but this deploy runs in ${running}: the CMS would save there.`,
    `Set "repository": "github:${running}" in package.json, run npm run cms:config, and commit both.`,
  ].join('\n');
}
