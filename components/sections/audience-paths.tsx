import { LocalLink as Link } from '@/components/local-link';
import { audienceOf } from '@/lib/audiences';
import { Illustration } from '../illustration';

/** The four ways in, one per audience, each in its audience's colour. */
export function AudiencePaths({
  paths,
}: {
  paths: { title: string; body: string; href: string; emoji: string }[];
}) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3">
      {paths.map((path) => (
        <li key={path.href} data-audience={audienceOf(path.href)}>
          <Link href={path.href} className="audience-path">
            <Illustration
              emoji={path.emoji}
              alt=""
              size={48}
              priority
              className="size-8 shrink-0 sm:size-12"
            />
            <span className="min-w-0">
              <span className="block font-bold text-tone-800 dark:text-tone-200">{path.title}</span>
              <span className="block text-sm leading-5 text-muted">{path.body}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
