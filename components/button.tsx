import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary: 'rounded-lg px-5 bg-tone-solid text-on-tone hover:bg-tone-800 dark:hover:bg-tone-300',
  secondary: 'rounded-lg px-5 border border-slate-400 text-ink hover:bg-wash dark:border-slate-500',
  /** A minor action that reads as a link in its place ("Forgot your password?"), as tall as any button. */
  text: 'text-link underline underline-offset-2 hover:text-brand-900 dark:hover:text-brand-200',
};

export type ButtonVariant = keyof typeof variants;

/** The look of every button and call to action: 44 px high, the variant's colours (the page's tone). */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return [
    'inline-flex min-h-11 items-center justify-center text-base font-semibold disabled:opacity-70',
    variants[variant],
    className,
  ].join(' ');
}

/** A button: primary for a form's main action, secondary for the others, text for minor ones. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
