// The company's facts as they are when the CMS checks or previews, not as they were when its page
// was built: the page holds the content of the deploy that built it (scripts/admin.mjs), while
// facts change with every deploy of the live branch after it and with each save of Company facts
// in this page. Each check first asks Hosting for the facts file of the latest deploy
// (out/admin/cms/facts.yaml, FACTS_URL), and a save of Company facts here is read from then on.
import { ADMIN_DIR } from '../../scripts/lib/admin-dir.mjs';
import { CONTENT_DIR } from '../content/read-file';
import { FACTS_FILE } from '../content/facts';
import { setPublishedFile, setSaved } from './browser/content-files.mjs';
import { entryFiles } from './save-check';

/** Where Hosting serves the latest deploy's facts file (scripts/admin.mjs writes it). */
export const FACTS_URL = `/${ADMIN_DIR}/cms/${FACTS_FILE}`;

/** The facts file as the checks read it (/content/facts.yaml). */
const FACTS_PATH = `/${CONTENT_DIR}/${FACTS_FILE}`;

/**
 * Reads the latest deploy's facts, revalidated with Hosting: true when they changed since the
 * last read. Offline, the facts already held stay (the save check still runs).
 */
export async function refreshFacts() {
  try {
    const response = await fetch(FACTS_URL, { cache: 'no-cache' });
    return response.ok && setPublishedFile(FACTS_PATH, await response.text());
  } catch {
    return false;
  }
}

/** After a save (the CMS's postSave event): the entry's files as saved, over the deploy's. */
export function keepSaved(entry) {
  setSaved(
    Object.fromEntries(Object.entries(entryFiles(entry)).map(([path, text]) => [`/${path}`, text])),
  );
}
