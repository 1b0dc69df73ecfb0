/**
 * What says a page may draw in the brand face from its first layout: a note this browser keeps
 * once it has downloaded the face (so the face comes from its cache), and the attribute on <html>
 * that app/globals.css reads. Without the attribute a page draws in the face's metric-matched
 * stand-in. The note holds no personal data.
 */
export const brandFontNote = 'agora.brandFont';

/** The `dataset` name of `data-brand-font` on <html>. */
export const brandFontAttribute = 'brandFont';

/**
 * A connection on which the 41 KB face arrives within font-display: optional's 100 ms: one round
 * trip of at most 50 ms, then at least 5 Mbps (as the Network Information API rounds them).
 */
export const quickConnection = { rttMs: 50, downlinkMbps: 5 };
