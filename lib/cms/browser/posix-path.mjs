// node:path in the CMS's page (scripts/admin.mjs): the content checks build and compare paths
// under /content/ with join, dirname, basename, extname and relative, all of them POSIX, and some ask for
// the POSIX ones by name (path.posix.dirname): `posix` is this same module, as in Node.

export const sep = '/';

function normalize(path) {
  const absolute = path.startsWith('/');
  const parts = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length && parts.at(-1) !== '..') parts.pop();
    else if (part !== '..' || !absolute) parts.push(part);
  }
  return `${absolute ? '/' : ''}${parts.join('/')}` || (absolute ? '/' : '.');
}

export const join = (...parts) => normalize(parts.filter(Boolean).join('/'));

export function dirname(path) {
  const at = path.replace(/\/+$/, '').lastIndexOf('/');
  return at < 0 ? '.' : at === 0 ? '/' : path.slice(0, at);
}

export function basename(path, extension = '') {
  const name = path.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name;
}

export function extname(path) {
  const name = basename(path);
  const at = name.lastIndexOf('.');
  return at > 0 ? name.slice(at) : '';
}

/** `to` from `from`, both absolute. */
export function relative(from, to) {
  const a = normalize(from).split('/').filter(Boolean);
  const b = normalize(to).split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && a[same] === b[same]) same += 1;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}

export const posix = { sep, join, dirname, basename, extname, relative };
posix.posix = posix;
export default posix;
