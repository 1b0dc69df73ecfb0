/**
 * npm run cms:config: writes the CMS's configuration (public/admin/config.yml) from the content
 * schemas. Run it after changing a schema or lib/content/content-kinds.ts, and commit the file.
 */
import { writeFileSync } from 'node:fs';
import { CMS_CONFIG_FILE, cmsConfigFile } from '../lib/cms/cms-config';

writeFileSync(CMS_CONFIG_FILE, cmsConfigFile());
console.log(`Wrote ${CMS_CONFIG_FILE}.`);
