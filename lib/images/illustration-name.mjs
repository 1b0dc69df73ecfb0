/**
 * The illustration set's file name for an emoji: its code points in hex, joined by "-", "fe0f"
 * kept if the set has it that way; undefined if the set has neither. `has(name)` says whether the
 * set holds a file of that name: on disk at build time, from a list in the CMS's page.
 */
export function illustrationNameOf(emoji, has) {
  const points = [...emoji].map((char) => char.codePointAt(0).toString(16));
  const full = points.join('-');
  if (has(full)) return full;
  const bare = points.filter((point) => point !== 'fe0f').join('-');
  return has(bare) ? bare : undefined;
}
