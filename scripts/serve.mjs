// `npm start`: build, then serve out/ the way the CDN does (Hosting emulator) with Auth alongside.
import { build, runInEmulators, siteUrl } from './emulators.mjs';

build();
runInEmulators(`node scripts/wait-for-interrupt.mjs ${siteUrl}/welcome`);
