// `npm run deploy`: checks the deploy settings, then builds the site for that project and deploys
// Hosting, the database rules and the functions to it. Without every setting it stops before
// building, naming the empty ones.
import { spawnSync } from 'node:child_process';
import { deployEnvironment, deploySettingsProblem } from './lib/deploy-settings.mjs';

const env = deployEnvironment();
const problem = deploySettingsProblem(env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const project = env.FIREBASE_PROJECT;
for (const [command, ...args] of [
  ['npm', 'run', 'build'],
  // The Firebase CLI reads no .env file: it gets the project the build was made for.
  ['npx', 'firebase', 'deploy', '--only', 'hosting,database,functions', '--project', project],
]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
