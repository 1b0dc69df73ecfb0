// `npm test`: build, then every Jest project with the local services up, quietly; exits with
// Jest's status. Extra arguments go to Jest, e.g.
// `npm test -- --json --outputFile=test-results/jest.json`.
import { runWithLocalServices } from './lib/local-services.mjs';
import { runProcess } from './lib/processes.mjs';

await runWithLocalServices({
  command: 'npm test',
  quiet: true,
  // The build's output is shown only when it fails: a test run prints its results.
  prepare: ({ env, signal }) => runProcess('npm', ['run', 'build'], { env, signal, quiet: true }),
  // One test file at a time: the machine's cores go to the browser and the emulators.
  whileUp: ({ env, signal }) =>
    runProcess('node_modules/.bin/jest', ['--runInBand', ...process.argv.slice(2)], {
      env,
      signal,
    }),
});
