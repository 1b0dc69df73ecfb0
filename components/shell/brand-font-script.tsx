import { brandFont } from '@/app/brand-font';
import { inlineMark } from '@/lib/inline-mark.mjs';
import { brandFontAttribute, brandFontNote, quickConnection } from '@/lib/brand-font-note';

/**
 * Run before the body is drawn. In a browser that has the face, the page draws in it from its
 * first layout. On a connection quick enough to bring it before the first paint, the script asks
 * for the face at once and, should it be in before the first frame is drawn, draws the page in it:
 * a first visit there shows the brand, and nothing waits for the face or moves when it comes (once
 * the first frame is under way, the page keeps the stand-in). Elsewhere the page is drawn in the
 * stand-in with nothing waiting on the face, and once the page has loaded the face is downloaded
 * for the pages after it. Either way the note is kept once the face is in. On a slow phone a first
 * layout that used a face still on its way held up the first paint (style and layout done twice),
 * and the face never arrived in time to be shown anyway. Quick is what the Network
 * Information API estimates from this browser's past traffic, or how soon this page's own request
 * was answered (quickConnection); Data Saver is never quick. Where storage is blocked the note
 * could not be kept: nothing is downloaded after the page.
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
    `k=function(){try{localStorage.setItem(${note},"1")}catch(e){}},` +
    `u=function(){d.dataset.${brandFontAttribute}=""};` +
    `try{if(localStorage.getItem(${note})){u();return}}catch(e){}` +
    `if(q){var p=0;requestAnimationFrame(function(){p=1});` +
    `document.fonts.load(${face}).then(function(f){if(f.length){k();p||u()}});return}` +
    `try{localStorage}catch(e){return}` +
    `addEventListener("load",function(){document.fonts.load(${face}).then(function(f){` +
    `if(f.length)k()})})})()`
  );
}

/**
 * The script, in <head>. A script at the top of <body> stops the parser with the page's top bar
 * already read, and the browser draws what it has before going on: a phone then drew the top bar
 * alone and, one style and layout of the whole page later, the rest, so the largest paint came
 * later than with the script in <head>, where nothing is drawn yet.
 */
export function BrandFontScript() {
  return <script {...inlineMark} dangerouslySetInnerHTML={{ __html: brandFontScript() }} />;
}
