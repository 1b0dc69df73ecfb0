// An exported page as the browser's HTML parser reads it (parse5), for the build steps and the
// measurements that read or rewrite pages: they find elements by name and attribute, whatever
// order or quoting the framework writes them in.
import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';

const HTML = 'http://www.w3.org/1999/xhtml';

/**
 * Parsed as a browser without scripts reads it, so what <noscript> holds is elements (their
 * classes are styled like any other), and written back the same way.
 */
const OPTIONS = { scriptingEnabled: false };

export const parsePage = (html) => parse(html, OPTIONS);
export const serializePage = (page) => serialize(page, OPTIONS);

/** The page's HTML after `change` has rewritten its tree. */
export function rewritePage(html, change) {
  const page = parsePage(html);
  change(page);
  return serializePage(page);
}

/** Every element under `node`, in document order, a <template>'s content included. */
export function* elements(node) {
  for (const child of node.content?.childNodes ?? node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    yield* elements(child);
  }
}

/** The first element under `node` named `tagName`. */
export function firstElement(node, tagName) {
  for (const element of elements(node)) if (element.tagName === tagName) return element;
  return undefined;
}

export const attribute = (element, name) =>
  element.attrs.find((candidate) => candidate.name === name)?.value;

export const hasAttribute = (element, name) => attribute(element, name) !== undefined;

/** The values of a space-separated attribute (rel, class), lower-cased when `lower`. */
export function words(element, name, lower = false) {
  const value = attribute(element, name) ?? '';
  return (lower ? value.toLowerCase() : value).split(/\s+/).filter(Boolean);
}

/** The text an element holds: a <script>'s or a <style>'s code as the browser runs it. */
export const textOf = (element) =>
  element.childNodes.map((child) => (child.nodeName === '#text' ? child.value : '')).join('');

/** A new element with `attributes` ({ name: value }, in order) and, when given, its text. */
export function createElement(tagName, attributes = {}, text) {
  const element = tree.createElement(
    tagName,
    HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

export const append = (parent, ...nodes) => nodes.forEach((node) => tree.appendChild(parent, node));

/** Inserts `nodes` right before `reference`, in their order. */
export const insertBefore = (reference, ...nodes) =>
  nodes.forEach((node) => tree.insertBefore(reference.parentNode, node, reference));

/** Inserts `nodes` right after `reference`, in their order. */
export function insertAfter(reference, ...nodes) {
  const next =
    reference.parentNode.childNodes[reference.parentNode.childNodes.indexOf(reference) + 1];
  if (next) insertBefore(next, ...nodes);
  else append(reference.parentNode, ...nodes);
}

/** Inserts `nodes` as the first children of `parent`. */
export function prepend(parent, ...nodes) {
  if (parent.childNodes.length) insertBefore(parent.childNodes[0], ...nodes);
  else append(parent, ...nodes);
}

export const remove = (node) => tree.detachNode(node);

export const removeAttribute = (element, name) => {
  element.attrs = element.attrs.filter((candidate) => candidate.name !== name);
};

/** The stylesheet links under `node`: in <head>, each one holds up the first paint. */
export const stylesheetLinks = (node) =>
  [...elements(node)].filter(
    (element) =>
      element.tagName === 'link' &&
      words(element, 'rel', true).includes('stylesheet') &&
      attribute(element, 'href'),
  );
