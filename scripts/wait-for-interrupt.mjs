// Runs inside the emulators for `npm start`: says where the site and the mails it sends are, then
// keeps them up until Ctrl-C.
import { mailWebUrl } from './mail-server.mjs';

console.log(`\n  Agora is running at ${process.argv[2]}  (Ctrl-C to stop)`);
console.log(`  Mails it sends:     ${mailWebUrl}\n`);
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1 << 30);
