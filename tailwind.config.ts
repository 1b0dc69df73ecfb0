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

/** Agora's own ink: a deep blue that reads as trust, used for links, buttons and the brand mark. */
export const brandColors = {
  50: '#eef6ff',
  100: '#d9eaff',
  200: '#bcdaff',
  300: '#8ec3ff',
  400: '#59a1ff',
  500: '#337dfc',
  600: '#1d5ef1',
  700: '#1549d6',
  800: '#183dad',
  900: '#1a3888',
  950: '#142453',
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
        // --font-brand is the self-hosted face (app/brand-font.ts), then its metric-matched stand-in.
        sans: [
          'var(--font-brand)',
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
