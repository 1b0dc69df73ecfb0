import { z } from 'zod';

/**
 * Marks, in an entry's schema, the field that holds the day the entry is published on (a news
 * article's date, a letter's send time, a job's posting day): such a text keeps the company's
 * facts as they were that day (lib/content/dated-facts.ts), so a fact changed later changes no past
 * article or sent letter.
 */
export const PUBLICATION_MARK = { publication: true } as const;

type Shape = Record<string, z.ZodType>;

/** The field of `schema` that holds its entries' publication day, if it has one. */
export function publicationField(schema: z.ZodType): string | undefined {
  const shape: Shape = (schema as { shape?: Shape }).shape ?? {};
  return Object.keys(shape).find(
    (key) => z.globalRegistry.get(shape[key])?.publication === PUBLICATION_MARK.publication,
  );
}

/**
 * The day (UTC, YYYY-MM-DD) an entry of `schema` is published on, from its data as written (a
 * date, or a date-time with its zone), or undefined: an undated entry, or a day the schema refuses.
 */
export function publicationDay(schema: z.ZodType, data: unknown): string | undefined {
  const field = publicationField(schema);
  const value = field && (data as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(Date.parse(value)).toISOString().slice(0, 10);
}
