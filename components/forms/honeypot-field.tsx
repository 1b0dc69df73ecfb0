import { HONEYPOT } from '@/lib/form-checks';

/**
 * The honeypot of a form that posts to the functions: in the HTML, where robots that fill every
 * field find it, but `hidden` (display: none), so people never see it, screen readers never
 * announce it and the keyboard never reaches it. Uncontrolled: read it with honeypotValue().
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What was typed into a form's honeypot: nothing, unless a robot filled it. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(HONEYPOT);
  return field instanceof HTMLInputElement ? field.value : '';
}
