// Imported first by the CMS's page script (lib/cms/admin-app.mjs), before any content schema is
// made: zod decides when it makes a schema whether to compile its checks with new Function, and
// finding out asks for eval, which the page's policy refuses with a violation report. Told to
// check without compiling, it never asks.
import { config } from 'zod';

config({ jitless: true });
