import { rewritePage } from '../../scripts/lib/html-tree.mjs';
import { scriptsLast } from '../../scripts/lib/scripts-last.mjs';

const PAGE =
  '<html><head><meta charSet="utf-8"/><script>inline()</script>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><title>T</title>' +
  '<script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
  '<body><main><p>Text</p></main><script>self.__next_f.push([1])</script></body></html>';

const moved = (page: string) => rewritePage(page, scriptsLast);

describe('scriptsLast', () => {
  const html = moved(PAGE);

  it('moves the async scripts and script preloads from <head> to the end of <body>', () => {
    expect(html).toBe(
      '<html><head><meta charset="utf-8"><script>inline()</script><title>T</title>' +
        '<script src="/_next/static/chunks/p.js" nomodule=""></script></head>' +
        '<body><main><p>Text</p></main><script>self.__next_f.push([1])</script>' +
        '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/a.js">' +
        '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
    );
  });

  it('leaves a page without such tags as it is', () => {
    expect(moved(html)).toBe(html);
  });
});
