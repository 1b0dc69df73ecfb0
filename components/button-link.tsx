import { LocalLink as Link } from '@/components/local-link';
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button';

/** A link that looks like a button: calls to action. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
