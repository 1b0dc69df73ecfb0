import fs from 'node:fs';
import path from 'node:path';

// These suites read the exported site; without it they would fail on a missing file each.
if (!fs.existsSync(path.join(process.cwd(), 'out', 'welcome.html'))) {
  throw new Error(
    'out/ holds no built site: run `npm run build` first (npm test builds it itself)',
  );
}
