// `npm test`: build, then every Jest project with the site on the Hosting emulator and Auth up.
// Extra arguments go to Jest (e.g. `npm test -- --json --outputFile=test-results/jest.json`).
import { build, runInEmulators } from './emulators.mjs';

const quote = (arg) => `'${arg.replace(/'/g, `'\\''`)}'`;

build();
runInEmulators(
  ['npx', 'jest', '--runInBand', ...process.argv.slice(2)].map(quote).join(' '),
  'QUIET',
);
