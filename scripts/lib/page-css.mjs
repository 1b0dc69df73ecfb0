// The part of the site's stylesheet one page uses, for the <style> the page carries (inline-css):
// the first paint parses a page's own rules, not the whole site's. After hydration the page turns
// the whole stylesheet on (components/local-link.tsx), for the pages it goes on to.
import postcss from 'postcss';

/** A selector's class names, unescaped ("dark\:text-white" -> "dark:text-white"). */
function classesOf(selector) {
  // A class inside :not() is one the element must lack: the rule can apply without it.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name]) =>
    name
      .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/\\(.)/g, '$1'),
  );
}

/**
 * The stylesheet as a tree of parts: a style rule keeps the class lists of its selectors (it is
 * kept when every class of one of them is on the page), a grouping rule (@media, @layer,
 * @supports) its parts, and anything else (@font-face, @property, keyframes) is always kept.
 */
function compile(node) {
  if (node.type === 'rule') return { text: node.toString(), needs: node.selectors.map(classesOf) };
  const groups = node.type === 'atrule' && !/keyframes$/.test(node.name) && node.nodes;
  if (groups && node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule'))
    return {
      open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`,
      parts: node.nodes.map(compile),
    };
  // A statement (@layer a, b;) ends with the semicolon its parent's text would give it.
  return { text: node.type === 'atrule' && !node.nodes ? `${node};` : node.toString() };
}

function render(part, classes) {
  if (part.parts) {
    const inner = part.parts.map((child) => render(child, classes)).join('');
    return inner && `${part.open}${inner}}`;
  }
  if (!part.needs || part.needs.some((names) => names.every((name) => classes.has(name))))
    return part.text;
  return '';
}

/** Every class name the stylesheet's selectors name. */
export function stylesheetClasses(css) {
  const classes = new Set();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors)
      for (const name of classesOf(selector)) classes.add(name);
  });
  return classes;
}

/**
 * The class names among `candidates` that `code` spells as a word of a string (between quotes,
 * backticks or spaces): the ones the site's own scripts may draw after the first paint.
 */
export function classesInCode(code, candidates) {
  const edge = /["'`\s]/;
  const found = new Set();
  for (const name of candidates) {
    for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
      if (edge.test(code[at - 1] ?? '') && edge.test(code[at + name.length] ?? '')) {
        found.add(name);
        break;
      }
    }
  }
  return found;
}

/** The class names a page's elements carry. */
export function pageClasses(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * A function giving, for a set of class names, the stylesheet's rules that can match an element
 * with those classes, in the stylesheet's order. The stylesheet is parsed once, for every page.
 */
export function pageCssOf(css) {
  const parts = postcss.parse(css).nodes.map(compile);
  return (classes) => parts.map((part) => render(part, classes)).join('');
}

/** The stylesheet without its @font-face rules: the pages' own <style> declares the faces. */
export function withoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => rule.remove());
  return root.toString();
}
