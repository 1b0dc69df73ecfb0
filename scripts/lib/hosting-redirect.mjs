// Firebase Hosting's redirects as the CDN applies them to the rules in firebase.json: a source
// matches a path segment for segment, and a ":name" segment captures what the destination reuses
// (/help/topics/:topic/page/1 -> /help/topics/:topic). The rules here use no globs.

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first rule matching `pathname` as { status, location }, or undefined when none does. */
export function redirectFor(rules, pathname) {
  for (const rule of rules) {
    const names = [];
    const pattern = escape(rule.source).replace(/:(\w+)/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (match)
      return {
        status: rule.type ?? 301,
        location: rule.destination.replace(/:(\w+)/g, (_, name) => match[names.indexOf(name) + 1]),
      };
  }
  return undefined;
}
