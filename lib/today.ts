/**
 * The day the site is built (YYYY-MM-DD, UTC): what "still open" means for a job. AGORA_TODAY sets
 * another day, so tests and previews can build the site as of a fixed date.
 */
export function today(): string {
  const fixed = process.env.AGORA_TODAY;
  if (fixed === undefined) return new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed) || Number.isNaN(Date.parse(fixed)))
    throw new Error(`AGORA_TODAY must be a date like 2026-11-21, not "${fixed}"`);
  return fixed;
}
