/** @type {import('next').NextConfig} */
const nextConfig = {
  // Static HTML in out/, served by Firebase Hosting (or any static host).
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

module.exports = nextConfig;
