import fs from 'node:fs';
import path from 'node:path';
import type { FunctionsContent } from '../../lib/content/functions-content';

let cached: FunctionsContent | undefined;

/**
 * The copy from content/, validated and written next to the bundle by the build
 * (scripts/build-functions.ts), since the functions deploy without the rest of the repository.
 */
export function content(): FunctionsContent {
  cached ??= JSON.parse(
    fs.readFileSync(path.join(__dirname, 'content.json'), 'utf8'),
  ) as FunctionsContent;
  return cached;
}
