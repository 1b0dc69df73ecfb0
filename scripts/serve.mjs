// `npm start`: build, then serve out/ the way the CDN does (Hosting emulator) with the Auth emulator
// and the local Realtime Database alongside, so sign-up and the contact form work offline.
import { build, runInEmulators, siteUrl } from './emulators.mjs';

build();
runInEmulators(`node scripts/wait-for-interrupt.mjs ${siteUrl}/welcome`);
