/**
 * The Next.js configuration, computed when a build or the dev server starts: it reads the backend
 * configuration first, so a partial production configuration stops here with a message naming
 * the missing variables.
 * @returns {Promise<import('next').NextConfig>}
 */
module.exports = async () => {
  const { portVariables, usesEmulators } = await import('./lib/backend.mjs');
  usesEmulators();
  return {
    // Static HTML in out/, served by Firebase Hosting (or any static host).
    output: 'export',
    trailingSlash: false,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // The local services' ports as AGORA_*_PORT set them: the browser bundle connects to those.
    env: portVariables(),
  };
};
