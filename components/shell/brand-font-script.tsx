import { brandFont } from '@/app/brand-font';
import { brandFontAttribute, brandFontNote, quickConnection } from '@/lib/brand-font-note';

/**
 * Run before the body is drawn. In a browser that has the face, or on a connection quick enough to
 * bring it within font-display: optional's first 100 ms, the page asks for it at its first layout.
 * Elsewhere the page is drawn in the stand-in with nothing waiting on the face, and once the page
 * has loaded the face is downloaded for the pages after it, and the note kept. On a slow phone a
 * first layout that used a face still on its way cost about 100 ms of first paint (style and
 * layout done twice), and the face never arrived in time to be shown anyway. Quick is what the
 * Network Information API estimates from this browser's past traffic; a browser without it, or
 * without an estimate yet (Chrome then says 100 ms and 1.35 Mbps), counts as slow. Where storage
 * is blocked the note could not be kept: nothing is downloaded after the page.
 */
export function brandFontScript(): string {
  const note = JSON.stringify(brandFontNote);
  const face = JSON.stringify(`1em ${brandFont.style.fontFamily}`);
  return (
    `(function(){var d=document.documentElement,c=navigator.connection;` +
    `if(c&&!c.saveData&&c.rtt<=${quickConnection.rttMs}&&c.downlink>=${quickConnection.downlinkMbps})d.dataset.${brandFontAttribute}="";` +
    `try{if(localStorage.getItem(${note})){d.dataset.${brandFontAttribute}="";return}}catch(e){return}` +
    `addEventListener("load",function(){document.fonts.load(${face}).then(function(f){` +
    `if(f.length)try{localStorage.setItem(${note},"1")}catch(e){}})})})()`
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
