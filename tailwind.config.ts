import type { Config } from 'tailwindcss';

// Design tokens. Loaded by app/globals.css through `@config`; Tailwind 4 finds the sources itself.
const config: Config = {
  theme: {
    extend: {
      colors: {
        brand: {
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
        },
        accent: {
          500: '#e8590c',
          600: '#c2410c',
        },
      },
      fontFamily: {
        sans: [
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
    },
  },
};

export default config;
