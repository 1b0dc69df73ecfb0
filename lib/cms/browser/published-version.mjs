// lib/content/published-version.ts in the CMS's page (scripts/admin.mjs): the live branch's
// content is the content the page was built with, which each deploy of that branch rebuilds.
import { publishedText } from './content-files.mjs';

/** A content file as the live site has it, by its path within content/, or undefined: a new one. */
export const publishedVersion = (file) => publishedText(`/content/${file}`);
