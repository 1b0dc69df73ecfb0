// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads this file as CommonJS
const nextJest = require('next/jest');

// next/jest adds the SWC transform, the `@/` paths and the CSS/image mocks; each project gets its own copy.
const withNext = nextJest({ dir: __dirname });

/** A suite whose assertions are about time: `name.timed.test.ts`. */
const TIMED = '\\.timed\\.test\\.ts$';
/** A suite that renders the site again at scale, minutes of the machine's time: `name.scale.test.ts`. */
const SCALE = '\\.scale\\.test\\.ts$';

/** @type {import('jest').Config[]} */
const projects = [
  {
    displayName: 'unit',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', TIMED],
    globalSetup: '<rootDir>/__tests__/unit/draw-brand-files.ts',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  },
  {
    displayName: 'firebase',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/firebase/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', TIMED],
  },
  {
    // The suites that time answers, the services' or a function's own: `npm test` gives them the
    // machine to themselves, since a busy machine's delays would be taken for the ones they look for.
    displayName: 'timed',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/{firebase,unit}/**/*.timed.test.ts'],
  },
  {
    // What the build wrote to out/, read as files: no browser, no service. With the unit project,
    // `npm run test:quick`, once a build has made out/.
    displayName: 'export',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/export/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', SCALE],
    setupFilesAfterEnv: ['<rootDir>/__tests__/export/setup.ts'],
  },
  {
    // The export again at scale (scripts/lib/render-again.mjs): the build's code, other content.
    // `npm test` runs it beside the suites that mostly wait on the services, not beside the
    // browser suites, which keep both cores busy.
    displayName: 'scale',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/export/**/*.scale.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/__tests__/export/setup.ts'],
  },
  {
    displayName: 'e2e',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
    // A real browser against the served site: generous per-test time (see the setup file).
    setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/setup.ts'],
  },
  {
    // Browser tests through the functions, the mail catcher and the CMS, whose state they share
    // with the firebase suites: e2e's setup.
    displayName: 'flows',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/__tests__/flows/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/setup.ts'],
  },
];

// SWC rewrites `@/` in imports, but not in jest.mock('@/...') calls: map it for Jest's resolver too.
// marked ships as an ES module, which Jest's CommonJS cannot load, and as the same code in UMD,
// which it can: the functions' copy renders letters with it (lib/mail-markdown.ts).
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/$1',
  '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
};

// The build's own folders hold no test or module Jest needs, and `npm test` builds beside the unit
// project: a file the build replaces while Jest maps the project broke the run.
/**
 * Packages published as ES modules only, which Jest runs as CommonJS: transformed like next/jest's
 * own exceptions (the portraits' drawing, lib/images/portraits.mjs, imports DiceBear's).
 */
const ESM_ONLY = ['@dicebear/core', '@dicebear/notionists'];
const withEsmOnly = (pattern) =>
  pattern.replace(
    '(?!(geist|',
    `(?!(${ESM_ONLY.map((name) => name.replace('/', '\\/')).join('|')}|geist|`,
  );

const modulePathIgnorePatterns = ['<rootDir>/.next/', '<rootDir>/out/'];

module.exports = async () => ({
  // The machine has 2 cores; `npm test` also passes --runInBand so browsers never compete.
  maxWorkers: 2,
  // A suite's concurrent tests (test.concurrent) run two at a time, one per core.
  maxConcurrency: 2,
  testSequencer: '<rootDir>/__tests__/support/letters-first-sequencer.js',
  projects: await Promise.all(
    projects.map(async (project) => {
      const config = await withNext({ ...project, moduleNameMapper, modulePathIgnorePatterns })();
      return {
        ...config,
        transformIgnorePatterns: config.transformIgnorePatterns.map(withEsmOnly),
      };
    }),
  ),
});
