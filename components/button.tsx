import type { ButtonHTMLAttributes } from 'react';

/**
 * The variants, each drawn in app/globals.css: primary for a form's main action, secondary
 * for the others, text for a minor action that reads as a link in its place ("Forgot your
 * password?"), as tall as any button. Whole class names, so the build finds them in the scripts
 * (scripts/lib/page-css.mjs) as it does in the HTML.
 */
const variants = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  text: 'button-text',
};

export type ButtonVariant = keyof typeof variants;

/** The look of every button and call to action: 44 px high, the variant's colours (the page's tone). */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return ['button', variants[variant], className].filter(Boolean).join(' ');
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
