// `import 'server-only'` marks a module the site runs at build time only. Next's bundler brings
// its own copy of the marker, and refuses a marked module in a client component. Everything else
// that loads these modules means to: the build's Node steps (tsx, node), Jest, and the CMS's
// bundle, which gives lib/content stand-ins for node:fs. npm's server-only throws in all of them
// (it is empty only under React's server condition), so this one, installed under its name
// (package.json: file:lib/server-only), is nothing.
