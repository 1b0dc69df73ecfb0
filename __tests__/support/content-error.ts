import { ContentError } from '@/lib/content/errors';

/** The ContentError a call throws; fails the test if it throws nothing or something else. */
export function contentError(call: () => unknown): ContentError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError, but the content was accepted');
}
