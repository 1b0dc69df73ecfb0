// `npm run deploy`: checks the deploy settings, then that nothing it would publish is still a
// placeholder (npm run check:launch), then the content, builds the site for that project, checks
// its byte budgets and deploys Hosting, the database rules and the functions to it.
// `npm run deploy -- --hosting-only` deploys Hosting alone: what a change to content needs.
// Without every setting, or with a placeholder left, it stops before building, naming each one.
import { spawnSync } from 'node:child_process';
import { deployEnvironment, deploySettingsProblem } from './lib/deploy-settings.mjs';

const env = deployEnvironment();
const problem = deploySettingsProblem(env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const project = env.FIREBASE_PROJECT;
const targets = process.argv.includes('--hosting-only') ? 'hosting' : 'hosting,database,functions';
for (const [command, ...args] of [
  ['npm', 'run', '--silent', 'check:launch'],
  ['npm', 'run', 'check:content'],
  ['npm', 'run', 'build'],
  ['npm', 'run', 'budgets'],
  // The Firebase CLI reads no .env file: it gets the project the build was made for.
  ['npx', 'firebase', 'deploy', '--only', targets, '--project', project],
]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
