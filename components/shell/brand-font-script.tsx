import { brandFont } from '@/app/brand-font';
import { brandFontAttribute, brandFontNote, quickConnection } from '@/lib/brand-font-note';

/**
 * Run before the body is drawn. In a browser that has the face, or on a connection quick enough to
 * bring it within font-display: optional's first 100 ms, the page draws in it from its first
 * layout; on a quick connection the script also asks for the file at once, as a preload, which
 * the browser then waits for (up to those 100 ms) before its first paint, so a first visit there
 * is drawn in the brand face. Elsewhere the page is drawn in the stand-in with nothing waiting on
 * the face, and once the page has loaded the face is downloaded for the pages after it, and the
 * note kept. On a slow phone a first layout that used a face still on its way cost about 100 ms of
 * first paint (style and layout done twice), and the face never arrived in time to be shown
 * anyway. Quick is what the Network Information API estimates from this browser's past traffic,
 * or how soon this page's own request was answered (quickConnection); Data Saver is never quick.
 * The file's address is read from the page's own @font-face, the one rule there with a url(), and
 * the note is kept once the preload is in. Nothing more asks for the face on that page: a face
 * `optional` left out, asked for again once the page had loaded, could still be swapped in.
 * Where storage is blocked the note could not be kept: nothing is downloaded after the page.
 */
export function brandFontScript(): string {
  const note = JSON.stringify(brandFontNote);
  const face = JSON.stringify(`1em ${brandFont.style.fontFamily}`);
  const { rttMs, downlinkMbps, firstByteMs, unknownRttMs } = quickConnection;
  return (
    `(function(){var d=document.documentElement,c=navigator.connection||{},` +
    `n=performance.getEntriesByType("navigation")[0],` +
    `q=!c.saveData&&(c.rtt<=${rttMs}&&c.downlink>=${downlinkMbps}||!(c.rtt>${unknownRttMs})&&` +
    `n&&n.responseStart>0&&n.responseStart-n.requestStart<=${firstByteMs}),` +
    `k=function(){try{localStorage.setItem(${note},"1")}catch(e){}};` +
    `try{if(localStorage.getItem(${note})){d.dataset.${brandFontAttribute}="";return}}catch(e){}` +
    `if(q){d.dataset.${brandFontAttribute}="";` +
    `for(var s of document.styleSheets)for(var r of s.cssRules){` +
    `var u=r instanceof CSSFontFaceRule&&/url\\("?([^")]+)/.exec(r.style.getPropertyValue("src"));` +
    `if(u){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";` +
    `l.crossOrigin="";l.href=u[1];l.onload=k;document.head.append(l);return}}return}` +
    `try{localStorage}catch(e){return}` +
    `addEventListener("load",function(){document.fonts.load(${face}).then(function(f){` +
    `if(f.length)k()})})})()`
  );
}

/**
 * The script, in <head>. A script at the top of <body> stops the parser with the page's top bar
 * already read, and the browser draws what it has before going on: a phone then drew the top bar
 * alone and, one style and layout of the whole page later, the rest (on /about at 4x CPU, the
 * largest paint's median came 20 to 100 ms later than with the script in <head>, where nothing is
 * drawn yet).
 */
export function BrandFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: brandFontScript() }} />;
}
