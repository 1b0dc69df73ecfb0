/**
 * Names the CMS makes for an editor. A field whose schema says `madeFrom` (a help topic's name in
 * addresses, made from its title) is filled in where it was left empty, from English's value of
 * the field it names beside it, as a heading's anchor is made ("Getting paid" → getting-paid), in
 * every language's copy alike. A name already given is kept, whatever its title becomes: articles
 * are filed under it and links open the page at it.
 */
import { headingId } from '@/lib/heading-id';
import { isGroup } from '@/lib/is-group';
import { kindOfFile } from '@/lib/content/content-kinds';
import { contentJsonSchema, type JsonSchema } from './content-json-schema';
import type { SavedEntry } from './save-check';

type Data = Record<string, unknown>;

/** Each name to make in `data` (English's), by its path of keys, with the name made. */
function namesToMake(schema: JsonSchema | undefined, data: unknown, at: string[] = []) {
  const made: [string[], string][] = [];
  if (Array.isArray(data))
    data.forEach((item, index) =>
      made.push(...namesToMake(schema?.items, item, [...at, String(index)])),
    );
  else if (isGroup(data) && schema?.properties)
    for (const [key, property] of Object.entries(schema.properties)) {
      const from = property.madeFrom;
      if (from && !data[key] && typeof data[from] === 'string')
        made.push([[...at, key], headingId(data[from])]);
      made.push(...namesToMake(property, data[key], [...at, key]));
    }
  return made;
}

/** `data` with `value` at the path `at`, where the path's groups and lists are. */
function withValueAt(data: Data, [key, ...rest]: string[], value: unknown): Data {
  const copy = (Array.isArray(data) ? [...data] : { ...data }) as Data;
  const inner = copy[key];
  if (!rest.length) copy[key] = value;
  else if (inner && typeof inner === 'object') copy[key] = withValueAt(inner as Data, rest, value);
  return copy;
}

/** `entry` with the names its editor left to the CMS made; the same entry if none. */
export function withMadeNames(entry: SavedEntry): SavedEntry {
  const kind = kindOfFile(entry.path);
  const made = kind ? namesToMake(contentJsonSchema(kind.schema), entry.data) : [];
  if (!made.length) return entry;
  const fill = (data: Data) => made.reduce((into, [at, name]) => withValueAt(into, at, name), data);
  return {
    ...entry,
    data: fill(entry.data),
    ...(entry.i18n && {
      i18n: Object.fromEntries(
        Object.entries(entry.i18n).map(([locale, copy]) => [
          locale,
          copy.data ? { ...copy, data: fill(copy.data) } : copy,
        ]),
      ),
    }),
  };
}
