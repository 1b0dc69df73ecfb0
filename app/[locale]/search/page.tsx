import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { PageHeader } from '@/components/page-header';
import { SiteSearch } from '@/components/search/site-search';
import { TextLink } from '@/components/text-link';
import { loadSearch } from '@/lib/content/search';
import { routeMetadata } from '@/lib/seo';

export const generateMetadata = localizedMetadata(() => routeMetadata('/search'));

/** Site search; the index is built after the export and fetched only when the field is used. */
function SearchPage() {
  const copy = loadSearch();
  return (
    <article>
      <PageHeader heading={copy.heading} lead={copy.lead} />
      <noscript>
        <p className="mt-8 max-w-prose text-muted">{copy.noScript.body}</p>
        <ul className="mt-2">
          {copy.noScript.links.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href} file className="mt-2">
                {link.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </noscript>
      <SiteSearch field={copy.field} results={copy.results} />
    </article>
  );
}

export default sitePage('/search', SearchPage);
