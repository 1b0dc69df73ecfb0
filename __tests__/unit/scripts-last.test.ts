import { scriptsLast } from '../../scripts/lib/scripts-last.mjs';

const PAGE =
  '<html><head><meta charSet="utf-8"/><script>inline()</script>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><title>T</title>' +
  '<script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
  '<body><main><p>Text</p></main><script>self.__next_f.push([1])</script></body></html>';

describe('scriptsLast', () => {
  const html = scriptsLast(PAGE);

  it('moves the async scripts and script preloads from <head> to the end of <body>', () => {
    expect(html).toBe(
      '<html><head><meta charSet="utf-8"/><script>inline()</script><title>T</title>' +
        '<script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
        '<body><main><p>Text</p></main><script>self.__next_f.push([1])</script>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
        '<script src="/_next/static/chunks/b.js" async=""></script></body></html>',
    );
  });

  it('leaves a page without such tags as it is', () => {
    expect(scriptsLast(html)).toBe(html);
  });
});
