/**
 * npm run check:launch: what a live deploy would publish that is still a placeholder (a fact only
 * the company can give, the example mail domain, another project's default host). `npm run
 * deploy` runs it first and stops, naming each one; previews may go out with them.
 */
import { launchPlaceholders } from '../lib/content/launch-placeholders';

const found = launchPlaceholders();
if (found.length > 0) {
  console.error(
    [
      'A live deploy would publish placeholders. Set these first:',
      ...found.map((line) => `  ${line}`),
    ].join('\n'),
  );
  process.exit(1);
}
console.log(
  "No placeholders: the company's facts, its mail domain and the site's address are set.",
);
