'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Check, type Problem } from './validation';

/**
 * State of a client form: values, problems found by lib/validation, and a guarded submit that
 * validates first, focuses the first invalid field, and never runs twice at once (double clicks).
 * Values are never cleared by a failure: only the caller may reset them.
 */
export function useForm<K extends string>(
  idPrefix: string,
  initial: Record<K, string>,
  checks: Record<K, Check[]>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<K, Problem>>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const control = (key: K) => ({
    id: `${idPrefix}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  async function submit(event: FormEvent, send: (values: Record<K, string>) => Promise<void>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values, checks);
    setProblems(found);
    const firstInvalid = (Object.keys(checks) as K[]).find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await send(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { values, setValues, problems, busy, control, submit };
}
