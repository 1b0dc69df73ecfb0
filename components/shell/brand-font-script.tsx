import { brandFont } from '@/app/brand-font';
import { brandFontAttribute, brandFontNote } from '@/lib/brand-font-note';

/**
 * Run before the body is drawn. In a browser that has the face, the page uses it from its first
 * layout. Elsewhere the page is drawn in the stand-in with nothing waiting on the face, and once
 * the page has loaded the face is downloaded for the pages after it, and the note kept.
 * A first layout that uses a face still on its way costs the slowest phones about 150 ms of
 * first paint (style and layout done twice), and at that speed the face never arrives in time
 * to be shown anyway. Where storage is blocked the note could not be kept: nothing is downloaded.
 */
export function brandFontScript(): string {
  const note = JSON.stringify(brandFontNote);
  const face = JSON.stringify(`1em ${brandFont.style.fontFamily}`);
  return (
    `(function(){var d=document.documentElement;` +
    `try{if(localStorage.getItem(${note})){d.dataset.${brandFontAttribute}="";return}}catch(e){return}` +
    `addEventListener("load",function(){document.fonts.load(${face}).then(function(f){` +
    `if(f.length)try{localStorage.setItem(${note},"1")}catch(e){}})})})()`
  );
}

/** The script, as the first child of <body>. */
export function BrandFontScript() {
  return <script dangerouslySetInnerHTML={{ __html: brandFontScript() }} />;
}
