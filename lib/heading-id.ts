/**
 * A heading's anchor: "3. Why we use your data" -> "3-why-we-use-your-data", and in the other
 * languages without their accents: "Cómo funciona" -> "como-funciona".
 */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
