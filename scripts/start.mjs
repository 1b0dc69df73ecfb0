// `npm start`: build, then serve out/ the way the CDN does (Hosting emulator) with the Auth
// emulator and the Realtime Database stand-in beside it, so that sign-up and the forms work
// offline, until Ctrl-C.
import { readFileSync } from 'node:fs';
import { siteUrl } from '../lib/backend.mjs';
import { runWithLocalServices, serviceAddresses } from './lib/local-services.mjs';
import { runProcess } from './lib/processes.mjs';

// Where "/" sends a visitor: the home page.
const home = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting.redirects.find(
  (redirect) => redirect.source === '/',
).destination;

await runWithLocalServices({
  command: 'npm start',
  prepare: ({ env, signal }) => runProcess('npm', ['run', 'build'], { env, signal }),
  whileUp: ({ signal }) => {
    const width = Math.max(...serviceAddresses().map(({ label }) => label.length));
    console.log(`\n  Agora is running at ${siteUrl()}${home}  (Ctrl-C to stop)\n`);
    for (const { label, url } of serviceAddresses())
      console.log(`  ${label.padEnd(width)}  ${url}`);
    console.log('');
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve(0)));
  },
});
