'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Check, type Problem, type ProblemOf } from '@/lib/validation';

/** What a form says after an attempt: a success (polite status) or an error (alert). */
export interface FormOutcome {
  success?: string;
  error?: string;
}

/**
 * How a send that reports its own outcome (an endpoint's answer) settles: what to say, and the
 * problems the server found in fields, shown beside them as the form's own checks would be.
 */
export interface Settled<K extends string> extends FormOutcome {
  problems?: Partial<Record<K, Problem>>;
}

type Failure = (error: unknown) => string;

/** A field's copy as content/*.yaml holds it. */
interface FieldCopy {
  label: string;
  hint?: string;
  placeholder?: string;
  autocomplete?: string;
}

/** Each field's checks. */
type Checks = Record<string, readonly Check[]>;

/**
 * For each field, a message for every problem its checks can find (the `forms`
 * messages' `validation`), so no field is ever left with an error it cannot explain.
 */
export type FieldMessages<C extends Checks> = { [F in keyof C]: Record<ProblemOf<C[F]>, string> };

/**
 * State of a client form: values, problems found by lib/validation, the outcome of the last
 * attempt, and a guarded submit that validates first, focuses the first invalid field, and
 * never runs twice at once (double clicks). Values are only ever cleared by the caller.
 */
export function useForm<C extends Checks, K extends keyof C & string = keyof C & string>(
  idPrefix: string,
  initial: Record<K, string>,
  checks: C,
  messages: FieldMessages<C>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<K, Problem>>>({});
  const [outcome, setOutcome] = useState<FormOutcome>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const error = (key: K) => {
    const problem = problems[key];
    // The server runs the same checks, so its problems have messages here too.
    return problem && (messages[key] as Partial<Record<Problem, string>>)[problem];
  };

  /** Props of the control for `key`: id, name, value and change handler. */
  const control = (key: K) => ({
    id: `${idPrefix}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  /** Props of a TextField/SelectField for `key`: the control plus its copy and error. */
  const field = (key: K, copy: FieldCopy) => ({
    ...control(key),
    label: copy.label,
    hint: copy.hint,
    placeholder: copy.placeholder,
    autoComplete: copy.autocomplete,
    error: error(key),
  });

  /** Shows `found` beside the fields and focuses the first field with a problem. */
  function showProblems(found: Partial<Record<K, Problem>>) {
    setProblems(found);
    const first = (Object.keys(checks) as K[]).find((key) => found[key]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  /** Runs `task` once at a time and says how it settled. */
  async function run(task: () => Promise<Settled<K>>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome({});
    try {
      const { problems: found, ...said } = await task();
      setOutcome(said);
      if (found) showProblems(found);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** Runs `task` once at a time and shows `success`, or what `failure` makes of the error. */
  function attempt(task: () => Promise<unknown>, success: string | undefined, failure: Failure) {
    return run(async () => {
      try {
        await task();
        return { success };
      } catch (caught) {
        return { error: failure(caught) };
      }
    });
  }

  /**
   * Checks the values (of the fields in `only`, when given), showing their problems; true when
   * there are none.
   */
  function checked(only?: K[]): boolean {
    const chosen = {} as Record<K, readonly Check[]>;
    for (const key of only ?? (Object.keys(checks) as K[])) chosen[key] = checks[key];
    const found = validate(values, chosen);
    showProblems(found);
    return Object.keys(found).length === 0;
  }

  function submit(
    event: FormEvent,
    send: (values: Record<K, string>) => Promise<unknown>,
    success: string | undefined,
    failure: Failure,
  ) {
    event.preventDefault();
    if (inFlight.current || !checked()) return;
    return attempt(() => send(values), success, failure);
  }

  /** Like submit, for a send that says itself how it settled (see Settled). */
  function submitSettled(
    event: FormEvent,
    send: (values: Record<K, string>) => Promise<Settled<K>>,
  ) {
    event.preventDefault();
    if (inFlight.current || !checked()) return;
    return run(() => send(values));
  }

  return {
    values,
    setValues,
    busy,
    outcome,
    error,
    control,
    field,
    attempt,
    checked,
    submit,
    submitSettled,
  };
}
