/**
 * @jest-environment node
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

test('the first load carries under 1 KB gzip of it: the beacon and web-vitals come after load', async () => {
  const { outputFiles } = await build({
    entryPoints: ['components/shell/audience-beacon.tsx'],
    bundle: true,
    minify: true,
    write: false,
    // As Next does: what is imported with import() is a chunk of its own, loaded when asked for.
    splitting: true,
    outdir: 'audience-bytes',
    format: 'esm',
    jsx: 'automatic',
    alias: { '@': '.' },
    // What every page has already (React, Next's router), and the chunk loaded after load.
    external: ['react', 'react/jsx-runtime', 'next/navigation', 'client-only'],
    logLevel: 'silent',
  });
  const entry = outputFiles.find((file) => file.path.endsWith('audience-beacon.js'))!;
  const bytes = gzipSync(entry.contents).length;
  console.log(`audience: the first load's part is ${bytes} bytes gzip`);
  expect(bytes).toBeLessThanOrEqual(1024);
});
