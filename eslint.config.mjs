import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-*/**',
      'bench/**',
      'next-env.d.ts',
      'functions/lib/**',
    ],
  },
  {
    // TypeScript finds an undeclared name in .ts files; plain scripts get the same from ESLint (a
    // merge once left an assignment to a variable no longer declared in the CMS's page script).
    files: ['**/*.{js,mjs,cjs}'],
    rules: { 'no-undef': 'error' },
  },
];

export default config;
