import type { ZodError } from 'zod';

/** A content file that does not match its schema. The message names the file and every bad field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid content in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }

  static fromZod(file: string, error: ZodError): ContentError {
    return new ContentError(
      file,
      error.issues.map((issue) => {
        const field = issue.path.length ? issue.path.join('.') : '(file)';
        return `${field}: ${issue.message}`;
      }),
    );
  }
}
