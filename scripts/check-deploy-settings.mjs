// CI's preview deploy, before it builds: stops naming every empty deploy setting (the same check
// `npm run deploy` makes first).
import { deployEnvironment, deploySettingsProblem } from './lib/deploy-settings.mjs';

const problem = deploySettingsProblem(deployEnvironment());
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log('Every deploy setting is set.');
