import fs from 'node:fs';
import path from 'node:path';
import { loadAuth } from '@/lib/content/auth';
import { loadCards } from '@/lib/content/cards';
import { loadFaq } from '@/lib/content/faq';
import { loadForms } from '@/lib/content/forms';
import { loadHelpCenter } from '@/lib/content/help';
import { loadJobs, loadJobsPage } from '@/lib/content/jobs';
import { loadLegal } from '@/lib/content/legal';
import { loadMail } from '@/lib/content/mail';
import { loadNews, loadNewsPage } from '@/lib/content/news';
import { loadNewsletter } from '@/lib/content/newsletter';
import { loadPage } from '@/lib/content/pages';
import { contentRoot } from '@/lib/content/read';
import { loadSearch } from '@/lib/content/search';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';
import { translatedLocales } from '@/lib/i18n/locales';
import { documentGaps, markdownGaps } from '@/lib/i18n/translation-gaps';
import { translationReport } from '@/lib/i18n/translation-report';

describe('the translation check', () => {
  const english = {
    title: 'Fees and payments',
    description: 'Sellers pay {fees.goods} when an item sells.',
    href: '/help/fees-explained',
    emoji: '💶',
    posted: '2026-11-17',
    steps: [{ heading: 'List it' }, { heading: 'Ship it' }],
  };

  it('passes a faithful translation', () => {
    const portuguese = {
      ...english,
      title: 'Comissões e pagamentos',
      description: 'Os vendedores pagam {fees.goods} quando vendem.',
      steps: [{ heading: 'Anuncia' }, { heading: 'Envia' }],
    };
    expect(documentGaps(english, portuguese)).toEqual([]);
  });

  it('names what a translation lacks, adds, changes or leaves in English', () => {
    const broken = {
      title: 'Comissões e pagamentos',
      description: 'Sellers pay {fees.goods} when an item sells.',
      href: '/pt/help/fees-explained',
      emoji: '💶',
      posted: '17/11/2026',
      steps: [{ heading: 'Anuncia' }],
      extra: 'a mais',
    };
    expect(documentGaps(english, broken)).toEqual([
      'extra: not in English',
      'description: still in English',
      'href: should stay "/help/fees-explained"',
      'posted: should stay "2026-11-17"',
      'steps: 1 entries, English has 2',
    ]);
    expect(documentGaps({ body: 'Pay {fees.goods}' }, { body: 'Paga 8 % {fees.service}' })).toEqual(
      [
        'body: lacks {fees.goods}, which English has',
        'body: has {fees.service}, which English has not',
      ],
    );
  });

  it('holds Markdown headings and placeholders to the English', () => {
    expect(markdownGaps('## One\n\nPay {fees.goods}.\n\n## Two', '## Um\n\nPaga.')).toEqual([
      'body: headings ## where English has ## ##',
      'body: lacks {fees.goods}, which English has',
    ]);
  });
});

describe('every language', () => {
  const pageSlugs = fs
    .readdirSync(path.join(contentRoot(), 'pages'))
    .map((file) => path.basename(file, '.yaml'));
  const reports = translationReport(contentRoot());

  it.each(reports.map((report) => [report.locale, report] as const))(
    '%s has every content file English has, each complete, and nothing more',
    (_locale, report) => {
      console.log(`${report.locale}: ${report.files} files, ${report.gaps.length} gaps`);
      expect(report.gaps).toEqual([]);
    },
  );

  it.each(translatedLocales)(
    '%s: every content file passes the schemas English passes',
    (locale) => {
      const help = loadHelpCenter(locale);
      const read = {
        auth: loadAuth(locale),
        cards: loadCards(locale),
        faq: loadFaq(locale),
        forms: loadForms(locale),
        help: help.topics.flatMap((topic) => topic.articles),
        jobs: [loadJobsPage(locale), ...loadJobs(locale)],
        legal: ['termsofuse', 'privacypolicy', 'bsr'].map((slug) => loadLegal(slug, locale)),
        mail: loadMail(locale),
        news: [loadNewsPage(locale), ...loadNews(locale)],
        newsletter: loadNewsletter(locale),
        pages: pageSlugs.map((slug) => loadPage(slug, locale)),
        search: loadSearch(locale),
        site: loadSite(locale),
        ui: loadUi(locale),
      };
      expect(Object.values(read).every(Boolean)).toBe(true);
    },
  );
});
