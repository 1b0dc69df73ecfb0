import type { RequestMessages } from '@/lib/content/forms';
import { isFormProblem, type FieldProblem } from '@/lib/form-checks';
import type { Outcome } from '@/lib/form-requests';
import { fill, formatInstant } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Problem } from '@/lib/validation';
import type { Settled } from './use-form';

/** The server's field problems as the form shows them, or none when a form could not show them all. */
function shownProblems<K extends string>(
  fields: Record<string, FieldProblem>,
  names: readonly K[],
): Partial<Record<K, Problem>> | undefined {
  const entries = Object.entries(fields);
  const shown = entries.every(
    ([name, problem]) => (names as readonly string[]).includes(name) && isFormProblem(problem),
  );
  return entries.length > 0 && shown ? (fields as Partial<Record<K, Problem>>) : undefined;
}

/**
 * What a form says for the outcomes any request can have: no answer (offline, too late, lost on
 * the way), a quota used up (with when to try again, in the visitor's own time, written in
 * `locale`), problems in fields (beside the fields of `names` that have them), anything
 * unexpected. The outcomes that are a form's own (sent, check-inbox, ...) are its to word.
 */
export function requestOutcome<K extends string>(
  outcome: Outcome,
  messages: RequestMessages,
  locale: Locale,
  names: readonly K[] = [],
): Settled<K> {
  switch (outcome.kind) {
    case 'not-sent':
      return { error: messages[outcome.reason] };
    case 'rate-limited':
      return {
        error: fill(messages.rateLimited, { time: formatInstant(outcome.retryAt, locale) }),
      };
    case 'invalid-fields': {
      const problems = shownProblems(outcome.fields, names);
      return problems ? { problems } : { error: messages.failed };
    }
    default:
      return { error: messages.failed };
  }
}
