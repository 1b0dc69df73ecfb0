// Jest's order (failures first, then the longest), except that the letter test goes first. It
// writes 300 subscribers and their mails through the database stand-in, which is slower once
// other suites have used the local services: run after the endpoint tests, its sending could
// outlast its time limit.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads this file as CommonJS
const Sequencer = require('@jest/test-sequencer').default;

const LETTER_TEST = '/__tests__/firebase/letters.test.ts';

class LettersFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const first = (test) => (test.path.endsWith(LETTER_TEST) ? 0 : 1);
    return [...sorted].sort((a, b) => first(a) - first(b));
  }
}

module.exports = LettersFirst;
