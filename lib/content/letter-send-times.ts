import { SEND_TIME_FIELD } from './letters';
import { FRONT_MATTER } from './read';
import { yamlOf } from './read-file';

/**
 * A letter is mailed at its send time by the functions, which find it on the site once a deploy
 * has published it (functions/src/letter-schedule.ts): one merged with a time already past goes out
 * at once to every subscriber, or, found too late, never. So a letter not yet sent takes a time to
 * come whenever it is written or changed. One already sent (the live branch has it, its time past)
 * may still be corrected on its page, and one left as it is stays as it is.
 */

/** A letter file's send time in ms, NaN where it has none the schema accepts. */
function sendTimeOf(source: string, file: string): number {
  const frontMatter = FRONT_MATTER.exec(source)?.[1];
  try {
    const data = frontMatter === undefined ? undefined : yamlOf(frontMatter, file);
    const sendAt = (data as Record<string, unknown> | null | undefined)?.[SEND_TIME_FIELD];
    return typeof sendAt === 'string' ? Date.parse(sendAt) : Number.NaN;
  } catch {
    return Number.NaN; // not YAML: the schema says so
  }
}

/**
 * What is wrong with a letter's send time at `now`, given its file and the live branch's version
 * of it (undefined: a new letter). A time the schema refuses is the schema's to report.
 */
export function lateLetterProblem(
  source: string,
  published: string | undefined,
  file: string,
  now: number,
): string | undefined {
  const sendAt = sendTimeOf(source, file);
  if (Number.isNaN(sendAt) || sendAt > now) return undefined;
  // Sent already (the live branch had it, its time past): left as it is or corrected on its page.
  // A letter the live branch holds with a time to come that now has one past was changed.
  if (published !== undefined && sendTimeOf(published, file) <= now) return undefined;
  return `${SEND_TIME_FIELD}: must be later than now (${new Date(now).toISOString().slice(0, 16)} UTC): a letter not yet sent that is given a time already past is mailed to every subscriber at once, or never`;
}
