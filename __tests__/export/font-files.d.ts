/** What __tests__/export/brand-font.test.ts calls of two packages that ship no types. */
declare module 'wawoff2' {
  export function decompress(woff2: Buffer): Promise<Uint8Array>;
}

declare module 'harfbuzzjs' {
  interface Disposable {
    destroy(): void;
  }
  interface HarfBuzz {
    createBlob(bytes: Uint8Array): Disposable;
    createFace(
      blob: Disposable,
      index: number,
    ): Disposable & { collectUnicodes(): Uint32Array; getAxisInfos(): Record<string, unknown> };
  }
  const harfbuzz: Promise<HarfBuzz>;
  export default harfbuzz;
}
