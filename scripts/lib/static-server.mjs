// A loopback stand-in for Firebase Hosting, for the bench: cleanUrls, 404.html, the firebase.json
// headers and redirects, and gzip/brotli like the CDN. Starts in milliseconds, unlike the emulator.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotli, gzip } from './measure.mjs';
import { redirectFor } from './hosting-redirect.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.txt', '.svg', '.xml']);

const ENCODERS = { br: brotli, gzip };

/**
 * A file as the CDN serves it from its cache: compressed once, on its first request, then kept.
 * Compressing every file up front held up the bench once the site had four languages; compressing
 * on every request would time the server instead of the page (the floor's page is far smaller), so
 * the bench asks for each page once before it measures it.
 */
function compressedFiles() {
  const cache = new Map();
  return (file, encoding) => {
    const key = `${encoding} ${file}`;
    if (!cache.has(key)) cache.set(key, ENCODERS[encoding](readFileSync(file)));
    return cache.get(key);
  };
}

/** Firebase Hosting globs: "**" any path, "*" one segment, "{a,b}" either. */
const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]*)\}/g, (_, either) => `(?:${either.split(',').join('|')})`)
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  );

const resolveFile = (root, pathname) => {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [safe, `${safe}.html`, join(safe, 'index.html')]) {
    const file = join(root, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
};

/** Serves `root` with the hosting config of firebase.json; resolves to { url, close }. */
export function serveStatic(root, hosting, port = 0) {
  const headerRules = (hosting.headers ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    headers: rule.headers,
  }));
  const redirects = hosting.redirects ?? [];
  const compressed = compressedFiles();

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const redirect = redirectFor(redirects, pathname);
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.location }).end();
      return;
    }
    const found = resolveFile(root, pathname);
    const file = found ?? join(root, '404.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = extname(file);
    for (const rule of headerRules) {
      if (rule.match.test(pathname))
        rule.headers.forEach((h) => response.setHeader(h.key, h.value));
    }
    response.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
    response.statusCode = found ? 200 : 404;
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding =
      COMPRESSIBLE.has(type) &&
      ['br', 'gzip'].find((name) => new RegExp(`\\b${name}\\b`).test(accepts));
    if (encoding) {
      response.setHeader('Content-Encoding', encoding);
      response.end(compressed(file, encoding));
    } else {
      createReadStream(file).pipe(response);
    }
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

export const readHosting = (projectDir) =>
  JSON.parse(readFileSync(join(projectDir, 'firebase.json'), 'utf8')).hosting;
