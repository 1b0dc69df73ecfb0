// `npm start`: build, then serve out/ the way the CDN does (Hosting emulator, with /api/* on the
// Functions emulator) with the Auth emulator, the Realtime Database stand-in and a mail capture
// beside it, so that sign-up and the forms work offline, until Ctrl-C.
import { readFileSync } from 'node:fs';
import { localUrl, siteUrl } from '../lib/backend.mjs';
import { ADMIN_DIR } from './lib/admin-dir.mjs';
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
    console.log(`\n  Agora is running at ${siteUrl()}${home}  (Ctrl-C to stop)`);
    console.log(`  Every mail it sends:  ${localUrl('mailViewer')}`);
    // The CMS saves into the folder the editor picks (Chrome and Edge can give a page one): the
    // working tree's content/, which the next build publishes.
    console.log(`  The content editor:   ${siteUrl()}/${ADMIN_DIR}/`);
    console.log(
      '    in Chrome or Edge, "Work with Local Repository" and choose this project\'s folder;',
    );
    console.log('    saving writes content/, and the next npm start or npm run build shows it.\n');
    for (const { label, url } of serviceAddresses())
      console.log(`  ${label.padEnd(width)}  ${url}`);
    console.log('');
    return new Promise((resolve) => signal.addEventListener('abort', () => resolve(0)));
  },
});
