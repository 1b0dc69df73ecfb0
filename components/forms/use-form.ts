'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidationMessages } from '@/lib/content/forms';
import { validate, type Check, type Problem } from '@/lib/validation';

/** What a form says after an attempt: a success (polite status) or an error (alert). */
export interface FormOutcome {
  success?: string;
  error?: string;
}

type Failure = (error: unknown) => string | FormOutcome;

/** A field's copy as content/*.yaml holds it. */
interface FieldCopy {
  label: string;
  hint?: string;
  autocomplete?: string;
}

/**
 * State of a client form: values, problems found by lib/validation, the outcome of the last
 * attempt, and a guarded submit that validates first, focuses the first invalid field, and
 * never runs twice at once (double clicks). Values are only ever cleared by the caller.
 */
export function useForm<K extends string>(
  idPrefix: string,
  initial: Record<K, string>,
  checks: Record<K, Check[]>,
  messages: ValidationMessages,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<K, Problem>>>({});
  const [outcome, setOutcome] = useState<FormOutcome>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const error = (key: K) => {
    const problem = problems[key];
    return problem && messages[problem];
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
    autoComplete: copy.autocomplete,
    error: error(key),
  });

  /**
   * Runs `task` once at a time and shows `success`, or what `failure` makes of the error (an
   * error message, or a whole outcome when a refusal is good news, like "already subscribed").
   */
  async function attempt(
    task: () => Promise<unknown>,
    success: string | undefined,
    failure: Failure,
  ) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome({});
    try {
      await task();
      setOutcome({ success });
    } catch (caught) {
      const said = failure(caught);
      setOutcome(typeof said === 'string' ? { error: said } : said);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function submit(
    event: FormEvent,
    send: (values: Record<K, string>) => Promise<unknown>,
    success: string | undefined,
    failure: Failure,
  ) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values, checks);
    setProblems(found);
    const firstInvalid = (Object.keys(checks) as K[]).find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    return attempt(() => send(values), success, failure);
  }

  return { values, setValues, busy, outcome, error, control, field, attempt, submit };
}
