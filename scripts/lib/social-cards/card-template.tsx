import type { brandColors } from '../../../tailwind.config';
import { SOCIAL_CARD } from '../../../lib/social-card';

/** What one card shows; everything that changes its pixels but the template and its assets. */
export interface CardInput {
  title: string;
  /** The kind of page, in a pill above the title. */
  label: string;
  /** The colour scale the card wears, shade by shade (tailwind.config.ts). */
  colors: Record<keyof typeof brandColors, string>;
  /** The product's name beside the logo, and the site's host. */
  site: string;
  host: string;
}

export const CARD_FONT = 'Bricolage Grotesque';

/**
 * Shorter titles get bigger type; three lines at most, the rest ellipsed, whatever the language.
 * Satori cannot measure text before laying it out, so the length decides.
 */
const titleSize = (title: string) =>
  title.length <= 28 ? 92 : title.length <= 56 ? 76 : title.length <= 70 ? 66 : 56;

/**
 * French sets a narrow no-break space before ":" and "?" (U+202F), which the brand font lacks, so
 * satori has no glyph for it. The font's no-break space (U+00A0) is one French sets there too, and
 * keeps the mark on its word's line just the same.
 */
const inCardFont = (text: string) => text.replaceAll('\u202f', '\u00a0');

/**
 * A share card: the brand at the top, the page's kind and title at the bottom, on the accent's
 * deepest shade with a band of its bright one. Flat colours keep the PNG small.
 */
export function cardTemplate({ title, label, colors, site, host }: CardInput, logo: string) {
  return (
    <div
      style={{
        width: SOCIAL_CARD.width,
        height: SOCIAL_CARD.height,
        boxSizing: 'border-box',
        padding: '64px 80px 84px',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        position: 'relative',
        backgroundColor: colors[900],
        color: '#fff',
        fontFamily: CARD_FONT,
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -150,
          top: -260,
          width: 640,
          height: 640,
          borderRadius: 320,
          backgroundColor: colors[800],
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 20,
          backgroundColor: colors[400],
        }}
      />
      {/* Positioned, so they paint over the shapes above, as in CSS. */}
      <div
        style={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws this, not a browser */}
          <img src={logo} width={64} height={64} alt="" />
          <div style={{ marginLeft: 20, fontSize: 44, fontWeight: 700, letterSpacing: -0.5 }}>
            {site}
          </div>
        </div>
        <div style={{ fontSize: 28, fontWeight: 500, color: colors[200] }}>{host}</div>
      </div>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
        }}
      >
        <div
          style={{
            padding: '8px 24px',
            borderRadius: 999,
            backgroundColor: colors[300],
            color: colors[950],
            fontSize: 30,
            fontWeight: 500,
          }}
        >
          {inCardFont(label)}
        </div>
        <div
          style={{
            display: 'block',
            marginTop: 28,
            maxWidth: 1020,
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.06,
            letterSpacing: -1.5,
            lineClamp: 3,
          }}
        >
          {inCardFont(title)}
        </div>
      </div>
    </div>
  );
}
