import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// jsdom has no TextDecoder, which the build's picture sizes (image-size, through lib/markdown.ts)
// create when they load; Node, where the build renders, has it.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
