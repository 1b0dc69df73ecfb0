import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

const count = (n: number | bigint, unit: string) => `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;

/**
 * An issue in plain words, where zod's own would read as code ("Invalid input: expected string,
 * received undefined", "Too big: expected array to have <=2 items"): what the CMS and check:content
 * tell an editor. A schema's own message (a length with its reason) is kept as it is.
 */
function inWords(issue: Issue): string {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'missing';
  if (issue.code === 'invalid_type' && /^Invalid input: expected \w+, received/.test(issue.message))
    return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
  const exactly = 'exact' in issue && issue.exact ? 'exactly' : undefined;
  if (issue.code === 'too_big' && issue.origin === 'array' && /^Too big/.test(issue.message))
    return `${exactly ?? 'at most'} ${count(issue.maximum as number, 'item')}`;
  if (issue.code === 'too_small' && issue.origin === 'array' && /^Too small/.test(issue.message))
    return `${exactly ?? 'at least'} ${count(issue.minimum as number, 'item')}`;
  if (issue.code === 'unrecognized_keys')
    return `${issue.keys.map((key) => `"${key}"`).join(', ')}: no such field here`;
  if (issue.code === 'invalid_value' && /^Invalid option/.test(issue.message))
    return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  return issue.message;
}

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
        return `${field}: ${inWords(issue)}`;
      }),
    );
  }
}
