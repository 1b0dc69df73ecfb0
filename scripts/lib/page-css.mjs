// The part of the site's stylesheet one page needs: the rules whose classes all appear on the
// page or in the site's scripts (which may draw more once they run: a form's error, a page filled
// in from its address, the account forms), and every rule that names no class (the theme, the base
// styles, the font). scripts/lib/inline-css.mjs puts it in the page; the whole stylesheet follows
// at the end of the body for the pages a visitor reaches from it without a page load.
import postcss from 'postcss';
import { elements, hasAttribute, textOf, words } from './html-tree.mjs';

/**
 * Every class the page's elements carry (parsed by html-tree.mjs), and every word of its inline
 * scripts: the page's data holds the elements its client parts draw once they run (a server-drawn
 * link the staff page shows only when nobody has signed in), with classes no element carries yet.
 */
export function pageClasses(page) {
  const classes = new Set();
  for (const element of elements(page)) {
    for (const name of words(element, 'class')) classes.add(name);
    if (element.tagName === 'script' && !hasAttribute(element, 'src'))
      for (const name of inlineScriptClasses(textOf(element))) classes.add(name);
  }
  return classes;
}

/**
 * The words of an inline script's string literals, and of the literals written inside them: the
 * page's data is one JSON text in a string, its class names string literals of their own.
 */
function inlineScriptClasses(js) {
  const classes = scriptClasses(js);
  for (const [literal] of js.matchAll(/"(?:[^"\\\n]|\\.)*"/g)) {
    let text;
    try {
      text = JSON.parse(literal);
    } catch {
      continue;
    }
    for (const name of scriptClasses(text)) classes.add(name);
  }
  return classes;
}

/**
 * Every word of the script's string literals: the class names its components can write, among
 * other words, which match no rule and cost nothing.
 */
export function scriptClasses(js) {
  const classes = new Set();
  for (const [, double, single, template] of js.matchAll(
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g,
  )) {
    for (const name of (double ?? single ?? template).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A class selector's name as the page writes it: `.sm\:p-4` is the class "sm:p-4". */
const unescape = (name) =>
  name.replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, escaped) =>
    /^[0-9a-f]{1,6}\s?$/i.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );

/**
 * The classes an element must carry for `selector` to match it. What `:not(...)` names is left
 * out: it is a class the element must lack.
 */
function requiredClasses(selector) {
  let bare = selector;
  for (let previous; previous !== bare;) {
    previous = bare;
    bare = bare.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  }
  return [...bare.matchAll(/\.((?:\\[0-9a-f]{1,6}\s?|\\.|[\w-])+)/gi)].map(([, name]) =>
    unescape(name),
  );
}

/**
 * Whether a rule or at-rule that held something now holds nothing: a rule whose declarations were
 * all dropped, an at-rule whose rules were (a `@layer a, b;` statement holds none by design).
 */
const emptied = (node) =>
  (node.type === 'rule' || node.type === 'atrule') &&
  node.nodes !== undefined &&
  node.nodes.length === 0;

/** Whether a node stands inside an at-rule named `name` (with `params`, when given). */
const within = (node, name, params) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === name && (!params || parent.params === params))
      return true;
  return false;
};

/**
 * Drops the registrations of the custom properties no declaration left reads: Tailwind registers
 * every `--tw-*` property some rule of the site uses (`@property`, and for browsers without it,
 * initial values on every element in `@layer properties`), and each registered property is one
 * more value the browser computes for every element of the page before its first paint.
 */
function withoutUnreadProperties(root) {
  const read = readProperties(root);
  root.walkAtRules('property', (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop) && within(decl, 'layer', 'properties'))
      decl.remove();
  });
  withoutUnreadShades(root);
}

/** The custom properties the declarations of `root` read (`var(--name)`), registrations left out. */
function readProperties(root) {
  const read = new Set();
  root.walkDecls((decl) => {
    if (within(decl, 'property')) return;
    for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
  });
  return read;
}

/** A shade of the action colour or an audience's (app/globals.css sets eleven for each). */
const SHADE = /^--tone-/;

/**
 * Drops the shades no declaration left reads: a page that only dots each audience's link reads one
 * shade of each, and its <style> need not carry the other ten. A shade may read another (the soft
 * tone reads the darkest), so this runs until nothing more goes.
 */
function withoutUnreadShades(root) {
  for (let dropped = true; dropped;) {
    dropped = false;
    const read = readProperties(root);
    root.walkDecls((decl) => {
      if (SHADE.test(decl.prop) && !read.has(decl.prop)) {
        decl.remove();
        dropped = true;
      }
    });
  }
}

/** `css` without the rules no element of a page with `classes` can match. */
export function cssForPage(css, classes) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps ("from", "50%") are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  withoutUnreadProperties(root);
  for (let removed = true; removed;) {
    removed = false;
    root.walk((node) => {
      if (emptied(node)) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * cssForPage for one stylesheet and many pages, each with its own classes and all with
 * `everywhere`'s: the stylesheet is parsed once, and pages whose classes name the same rules (most
 * pages of one template) share one result. At 1,000 entries per collection the build inlines the
 * stylesheet into thousands of pages, and pruning it takes some milliseconds a time.
 */
export function cssForPages(css, everywhere = new Set()) {
  const named = new Set();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors)
      for (const name of requiredClasses(selector)) named.add(name);
  });
  const namedEverywhere = [...everywhere].filter((name) => named.has(name));
  const byClasses = new Map();
  return (classes) => {
    const kept = new Set([...[...classes].filter((name) => named.has(name)), ...namedEverywhere]);
    const key = [...kept].sort().join(' ');
    if (!byClasses.has(key)) byClasses.set(key, cssForPage(css, kept));
    return byClasses.get(key);
  };
}

/** The stylesheet without its @font-face rules: every page declares its faces in its own <style>. */
export function withoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (atRule) => atRule.remove());
  return root.toString();
}
