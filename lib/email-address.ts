/** The form of an address wherever it is a key: trimmed and lower-cased. */
export const canonicalEmail = (value: string): string => value.trim().toLowerCase();
