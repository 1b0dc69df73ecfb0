// `process` in the CMS's page (scripts/admin.mjs, esbuild's `inject`): the content checks read
// the working folder and a few settings from it. The content sits at /content/ in the page's own
// file tree (content-files.mjs); the build's public settings are written in by esbuild's `define`.
export const process = { env: {}, cwd: () => '/' };
