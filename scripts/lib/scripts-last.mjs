// The page's text before its code: a phone on a slow connection shares its bandwidth between
// everything the browser has found, and the script tags Next puts in <head> (async, so they never
// blocked parsing) are found first and download alongside the rest of the HTML.
import {
  append,
  attribute,
  elements,
  firstElement,
  hasAttribute,
  remove,
  words,
} from './html-tree.mjs';

/** An async script or a script preload: what the framework puts in the head for later. */
const isLaterScript = (element) =>
  (element.tagName === 'script' &&
    hasAttribute(element, 'src') &&
    hasAttribute(element, 'async')) ||
  (element.tagName === 'link' &&
    words(element, 'rel', true).includes('preload') &&
    attribute(element, 'as') === 'script');

/**
 * Moves the framework's async script tags and script preloads from the page's <head> to the end of
 * its <body>: they start downloading once the HTML has arrived, so the first paint no longer waits
 * for bytes it does not need. Async scripts run in whatever order they load, so the move changes
 * when they start, not what they do.
 */
export function scriptsLast(page) {
  const body = firstElement(page, 'body');
  for (const element of [...elements(firstElement(page, 'head'))].filter(isLaterScript)) {
    remove(element);
    append(body, element);
  }
}
