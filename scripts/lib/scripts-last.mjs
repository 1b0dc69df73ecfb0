// The page's text before its code: a phone on a slow connection shares its bandwidth between
// everything the browser has found, and the script tags Next puts in <head> (async, so they never
// blocked parsing) are found first and download alongside the rest of the HTML.
const HEAD_SCRIPT =
  /<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Returns the page with the framework's async script tags and script preloads moved from <head>
 * to the end of <body>: they start downloading once the HTML has arrived, so the first paint no
 * longer waits for bytes it does not need. Async scripts run in whatever order they load, so the
 * move changes when they start, not what they do.
 */
export function scriptsLast(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const moved = head.match(HEAD_SCRIPT) ?? [];
  if (moved.length === 0) return html;
  return (
    head.replace(HEAD_SCRIPT, '') +
    html.slice(headEnd, bodyEnd) +
    moved.join('') +
    html.slice(bodyEnd)
  );
}
