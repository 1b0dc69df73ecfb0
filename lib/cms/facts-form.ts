/**
 * Company facts as the CMS's form edits them, and back. The form has a field for a fact's value,
 * not for its history (lib/content/dated-facts.ts): it shows each fact as in effect today, and a
 * fact changed there takes its new value from today, the value it had until then kept for the
 * articles and letters published before (the file is the CMS's custom format FACTS_FORMAT,
 * registered in lib/cms/admin-app.mjs; the save check writes it the same way).
 */
import { parse } from 'yaml';
import { factsOn, withEditsFrom } from '@/lib/content/dated-facts';
import { kindOfFile } from '@/lib/content/content-kinds';
import { FACTS_FILE } from '@/lib/content/facts';
import { CONTENT_DIR } from '@/lib/content/read-file';
import { today } from '@/lib/today';
import { fieldsOf } from './cms-config';
import { cmsFileText } from './cms-layout';

/** The facts file's path from the repository's root. */
export const FACTS_PATH = `${CONTENT_DIR}/${FACTS_FILE}`;

/** The form's values of the facts file `text`: each fact as in effect today. */
export const factsFormData = (text: string) => factsOn(parse(text), today());

/** The facts file once the form's values `edited` are saved over the file `before` (its text). */
export function factsFileText(before: string, edited: Record<string, unknown>): string {
  const kind = kindOfFile(FACTS_PATH)!;
  const data = withEditsFrom(parse(before), edited, today()) as Record<string, unknown>;
  return cmsFileText(FACTS_PATH, fieldsOf(kind), data);
}
