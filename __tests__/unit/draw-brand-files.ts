// The unit project's global setup. Components render the wordmark at its drawn size, read from
// the file the build draws (lib/wordmark-file.mjs), which the repository does not hold: a fresh
// clone's `npm run test:quick` draws it first, as `npm run build` and `npm run dev` do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export default function drawBrandFiles() {
  const root = path.join(__dirname, '..', '..');
  if (existsSync(path.join(root, 'public', 'brand', 'wordmark.svg'))) return;
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/brand-font-subset.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
}
