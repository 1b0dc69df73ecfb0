import type { Wordmark } from '@/components/shell/brand';
import { loadSite } from './content/site';
import { WORDMARK_SRC, wordmarkSize } from './wordmark-file.mjs';

/** The wordmark the build drew, with the name it draws, for the pages' <img>. */
export const wordmark = (): Wordmark => ({
  name: loadSite().name,
  src: WORDMARK_SRC,
  ...wordmarkSize(),
});
