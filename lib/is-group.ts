/** Whether `value` is a group of named values (a YAML mapping), not a list, a text or nothing. */
export const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
