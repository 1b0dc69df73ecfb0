/**
 * The Next.js configuration, computed when a build or the dev server starts: it reads the backend
 * configuration first, so a partial production configuration stops here with a message naming
 * the missing variables.
 * @returns {Promise<import('next').NextConfig>}
 */
module.exports = async () => {
  const { portVariables, usesEmulators } = await import('./lib/backend.mjs');
  const { availableParallelism } = await import('node:os');
  usesEmulators();
  return {
    // Static HTML in out/, served by Firebase Hosting (or any static host).
    output: 'export',
    // A second export beside out/ (the CMS's browser test renders the pages again from edited content):
    // with output: 'export', Next writes the site to distDir and keeps its own files in .next. Only
    // content differs from the build before it, whose code was type-checked: that step is skipped.
    ...(process.env.AGORA_EXPORT_DIR
      ? { distDir: process.env.AGORA_EXPORT_DIR, typescript: { ignoreBuildErrors: true } }
      : {}),
    trailingSlash: false,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // The 404 page is a document of its own (app/global-not-found.tsx), in every language: as the
    // root not-found boundary it would ride along in every page's payload, four times over.
    // Static generation on every core: Next keeps one free by default, for its own process, which
    // does little while the pages render. With the site four languages wide, rendering the pages
    // is most of the build.
    experimental: { globalNotFound: true, cpus: availableParallelism() },
    // The local services' ports as AGORA_*_PORT set them: the browser bundle connects to those.
    env: portVariables(),
  };
};
