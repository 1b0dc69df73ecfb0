import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/button';
import { FormStatus } from '@/components/forms/form-status';
import type { FormOutcome } from '@/components/forms/use-form';

interface Props {
  /** The form's copy: its heading, an optional intro, the submit label and its busy label. */
  text: { heading: string; intro?: string; submit: string; working?: string };
  /** Heading level: 2 for the page's forms, 3 inside the account record. */
  level?: 2 | 3;
  /** The form's state from useForm. */
  form: { busy: boolean; outcome: FormOutcome };
  onSubmit: (event: FormEvent) => void;
  /** Buttons beside the submit button. */
  actions?: ReactNode;
  /** A line under the buttons, e.g. what submitting accepts. */
  note?: ReactNode;
  children: ReactNode;
}

/** One account form: heading, fields, live outcome and the submit button (disabled while busy). */
export function FormSection({ text, level = 2, form, onSubmit, actions, note, children }: Props) {
  const { heading, intro, submit, working } = text;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="mt-8">
      <Heading className={`${level === 2 ? 'text-2xl' : 'text-xl'} font-bold text-ink`}>
        {heading}
      </Heading>
      {intro && <p className="mt-3 text-muted">{intro}</p>}
      <form noValidate className="mt-6 grid gap-6" onSubmit={onSubmit}>
        {children}
        <FormStatus {...form.outcome} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={form.busy}>
            {form.busy && working ? working : submit}
          </Button>
          {actions}
        </div>
        {note}
      </form>
    </section>
  );
}
