import Link from 'next/link';

const styles = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
  secondary:
    'border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800',
};

/** A link that looks like a button: calls to action. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
}: {
  href: string;
  children: string;
  variant?: keyof typeof styles;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-11 items-center rounded-lg px-5 text-base font-semibold ${styles[variant]}`}
    >
      {children}
    </Link>
  );
}
