import type { SiteLetters } from '../../lib/content/site-letters';
import { SITE_LETTERS_PATH } from '../../lib/site-letters-path';
import { siteFile } from './site-file';

/** How long an instance keeps the letters it read: a deploy of the site shows within a minute. */
export const KEEP_LETTERS_MS = 60_000;

/**
 * The newsletter's letters as the site at `siteUrl` publishes them (lib/content/site-letters.ts):
 * a letter merged any time before its time is sent then, with no deploy of the functions. The
 * schedule, the fan-out and every mail of a letter ask, hence the minute's keeping.
 */
export const siteLetters = siteFile<SiteLetters>(SITE_LETTERS_PATH, KEEP_LETTERS_MS);
