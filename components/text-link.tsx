import { LocalLink as Link } from '@/components/local-link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { siteFilePath } from '@/lib/site-files';

const style =
  'inline-flex min-h-11 items-center font-medium text-link underline underline-offset-2';

/**
 * A standalone link on its own line ("Read all news", "Back to all jobs"). Files that are not pages,
 * such as the RSS feed, get a plain <a> so the router does not try to load them as pages, at the
 * address the site serves them (lib/site-files.ts: the language's feed, the one sitemap).
 */
export function TextLink({
  href,
  children,
  back = false,
  file = false,
  className = 'mt-6',
}: {
  href: string;
  children: string;
  back?: boolean;
  file?: boolean;
  className?: string;
}) {
  const content = (
    <>
      {back && <span aria-hidden="true">←&nbsp;</span>}
      {children}
    </>
  );
  return (
    <p className={className}>
      {file ? (
        <a href={siteFilePath(href, pageLocale())} className={style}>
          {content}
        </a>
      ) : (
        <Link href={href} className={style}>
          {content}
        </Link>
      )}
    </p>
  );
}
