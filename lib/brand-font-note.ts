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
 * A connection on which the face (the cut scripts/brand-font-subset.ts makes) may arrive before
 * the first paint: one round trip of at most 50 ms, then at least 5 Mbps, as the Network
 * Information API rounds them. Where that API has no estimate yet (a fresh Chrome says
 * `unknownRttMs`, 100 ms, whatever the connection) or is missing (Safari, Firefox), this page's own
 * request answered within `firstByteMs` of being sent, one such round trip to the CDN, says quick.
 * An estimate slower than that stands: so does the one a throttled test browser reports, whose
 * emulated delay the page's own timing does not show.
 */
export const quickConnection = { rttMs: 50, downlinkMbps: 5, firstByteMs: 50, unknownRttMs: 100 };
