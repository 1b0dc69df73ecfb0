import { sitePage } from '@/components/shell/site-page';
import { localizedMetadata } from '@/lib/i18n/localized-route';
import { FormattedDate } from '@/components/formatted-date';
import { PageHeader } from '@/components/page-header';
import { TextLink } from '@/components/text-link';
import { loadAuth } from '@/lib/content/auth';
import { loadLetters, sendDay } from '@/lib/content/letters';
import { loadStaff } from '@/lib/content/staff';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo';
import { StaffLetters } from './staff-letters';

export const generateMetadata = localizedMetadata(() => routeMetadata('/staff'));

/** For Agora's staff: each newsletter letter's figures, shown to a staff account alone. */
function StaffPage() {
  const copy = loadStaff();
  return (
    <article>
      <PageHeader heading={copy.heading} lead={copy.lead} />
      <noscript>
        <p className="mt-8 text-muted">{loadAuth().noScript}</p>
      </noscript>
      <StaffLetters
        copy={copy}
        locale={pageLocale()}
        letters={loadLetters().map((letter) => ({
          slug: letter.slug,
          subject: letter.subject,
          day: <FormattedDate date={sendDay(letter)} />,
        }))}
        signInLink={<TextLink href="/account">{copy.signInLink}</TextLink>}
      />
    </article>
  );
}

export default sitePage('/staff', StaffPage);
