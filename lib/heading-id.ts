/** A heading's anchor: "3. Why we use your data" -> "3-why-we-use-your-data". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
