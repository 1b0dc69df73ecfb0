/**
 * A heading's anchor. A numbered section's is its number, "7. Cookies" -> "section-7", the same in
 * every language and whatever the heading's words become; any other heading's is its words:
 * "Cómo funciona" -> "como-funciona", without their accents.
 */
export function headingId(text: string): string {
  const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(text.trim());
  if (numbered) return `section-${numbered[1].replace(/\./g, '-')}`;
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
