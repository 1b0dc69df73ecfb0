/** The calls of the `subset-font` package scripts/brand-font-subset.ts makes; it ships no types. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      /** An axis pinned to a value, or narrowed to a range. */
      variationAxes?: Record<string, number | { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}
