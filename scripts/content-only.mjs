// Reads the paths a change touches, one a line on standard input, and writes `content-only=true`
// when every one is content an editor changes in the CMS (its copy and uploads, under content/),
// else `content-only=false`: the line GitHub Actions takes for a step's output. The workflows then
// take a content-only change the short way (.github/workflows/).
import { readFileSync } from 'node:fs';
import { isContentOnly } from './lib/content-only.mjs';

const paths = readFileSync(0, 'utf8').split('\n').filter(Boolean);
console.log(`content-only=${isContentOnly(paths)}`);
