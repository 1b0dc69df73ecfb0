import { LocalLink as Link } from '@/components/local-link';

/** Cards that lead somewhere: audiences, reports, related pages. */
export function LinkCards({ items }: { items: { title: string; body: string; href: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.href + item.title}>
          <Link
            href={item.href}
            className="block h-full rounded-xl border border-line p-5 hover:border-brand-400 hover:bg-brand-50 dark:hover:border-brand-600 dark:hover:bg-slate-900"
          >
            <span className="font-semibold text-brand-800 dark:text-brand-200">{item.title}</span>
            <span className="mt-2 block text-sm leading-6 text-muted">{item.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
