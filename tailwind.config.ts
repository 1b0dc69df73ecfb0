import type { Config } from 'tailwindcss';

/**
 * Design tokens. Loaded by app/globals.css through `@config`; Tailwind 4 finds the sources itself.
 * Scripts that draw outside the browser (the social cards) import this file for the same colours.
 */

/** One accent per side of the marketplace; lib/audiences.ts says which page wears which. */
export const audienceColors = {
  seller: {
    50: '#fff1f2',
    100: '#ffe4e6',
    200: '#fecdd3',
    300: '#fda4af',
    400: '#fb7185',
    500: '#f43f5e',
    600: '#e11d48',
    700: '#be123c',
    800: '#9f1239',
    900: '#881337',
    950: '#4c0519',
  },
  buyer: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    200: '#99f6e4',
    300: '#5eead4',
    400: '#2dd4bf',
    500: '#14b8a6',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
    950: '#042f2e',
  },
  talent: {
    50: '#f5f3ff',
    100: '#ede9fe',
    200: '#ddd6fe',
    300: '#c4b5fd',
    400: '#a78bfa',
    500: '#8b5cf6',
    600: '#7c3aed',
    700: '#6d28d9',
    800: '#5b21b6',
    900: '#4c1d95',
    950: '#2e1065',
  },
  client: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
    950: '#451a03',
  },
} as const;

/**
 * Agora's own colour, clay: the terracotta of a market's tiles and amphorae, warm where the
 * marketplaces beside it are teal, coral or orange. It is the colour of every action (buttons,
 * links, focus) and of the mark; the audiences' colours above are for their tags and backgrounds.
 */
export const brandColors = {
  50: '#fdf5f1',
  100: '#fbe8de',
  200: '#f6cdb9',
  300: '#efa98a',
  400: '#e6835c',
  500: '#d8613a',
  600: '#c24a25',
  700: '#a23b1d',
  800: '#84321c',
  900: '#6b2c1c',
  950: '#3a130b',
} as const;

/** The role colours, each defined for light and dark in app/globals.css. */
const roleColors = [
  'ink',
  'muted',
  'line',
  'wash',
  'card',
  'subtle',
  'page',
  'link',
  'on-tone',
  'selected',
  'on-selected',
  'action',
  'action-hover',
  'on-action',
];

const config: Config = {
  theme: {
    extend: {
      colors: {
        brand: brandColors,
        ...audienceColors,
        // The page's accent: brand by default, the audience's scale inside [data-audience] (globals.css).
        tone: {
          ...Object.fromEntries(
            Object.keys(brandColors).map((step) => [step, `var(--tone-${step})`]),
          ),
          // Its soft background and its solid fill, light or dark with the visitor's scheme.
          soft: 'var(--tone-soft)',
          solid: 'var(--tone-solid)',
        },
        // Colours named for their role, each light or dark with the visitor's scheme (globals.css):
        // one class where a page repeated a pair such as `text-slate-700 dark:text-slate-300`.
        ...Object.fromEntries(roleColors.map((role) => [role, `var(--${role})`])),
      },
      fontFamily: {
        // The text's face: Arial, or its metric twins, at Bricolage Grotesque's size (app/globals.css),
        // the same on a first visit and after it, so no page is laid out again once the face is in.
        sans: [
          'Brand Fallback',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
        // The headings' face (app/brand-font.ts), and while it is on its way, Arial Bold sized to
        // it (app/globals.css), so its lines break where the face's will.
        brand: ['var(--font-brand)', 'Brand Heading Fallback', 'Brand Fallback', 'sans-serif'],
      },
      maxWidth: {
        prose: '68ch',
      },
      // The type scale above Tailwind's: display sizes for page openings, tight and balanced.
      fontSize: {
        display: [
          'clamp(2.25rem, 1.5rem + 1.8vw, 3.25rem)',
          { lineHeight: '1.05', letterSpacing: '-0.03em' },
        ],
        title: [
          'clamp(1.625rem, 1.35rem + 1.1vw, 2.25rem)',
          { lineHeight: '1.15', letterSpacing: '-0.02em' },
        ],
      },
      // The vertical rhythm: every section is this far from the next.
      spacing: {
        section: 'clamp(3rem, 2rem + 4vw, 6rem)',
      },
    },
  },
};

export default config;
