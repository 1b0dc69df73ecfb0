import { AUDIENCE_PAGES_PATH, type AudiencePages } from '../../lib/audience/pages-path';
import { siteFile } from './site-file';

/**
 * The pages a beacon may name, with their templates, as the site publishes them: an article
 * merged this morning is counted once its page is deployed, with no deploy of the functions.
 */
export const audiencePages = siteFile<AudiencePages>(AUDIENCE_PAGES_PATH, 60_000);
