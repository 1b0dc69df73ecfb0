import type { Section } from '@/lib/content/pages';
import { PaymentMarks } from '../payment-marks';
import { Prose } from '../prose';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { JourneySwitch } from './journey-switch';
import { LatestNews } from './latest-news';
import { LinkCards } from './link-cards';
import { PeopleGrid } from './people-grid';
import { PlansTable } from './plans-table';
import { PressList } from './press-list';
import { QuestionList } from './question-list';
import { QuoteList } from './quote-list';
import { SectionShell } from './section-shell';
import { StatList } from './stat-list';
import { StepList } from './step-list';

function SectionBody({ section }: { section: Exclude<Section, { kind: 'cta' }> }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid items={section.items} />;
    case 'steps':
      return <StepList items={section.items} />;
    case 'stats':
      return <StatList items={section.items} />;
    case 'people':
      return <PeopleGrid items={section.items} />;
    case 'links':
      return <LinkCards items={section.items} />;
    case 'quotes':
      return <QuoteList items={section.items} />;
    case 'faq':
      return <QuestionList items={section.items} />;
    case 'news':
      return <LatestNews count={section.count} />;
    case 'journeys':
      return (
        <JourneySwitch
          name={`${section.id ?? 'journeys'}-journey`}
          legend={section.legend}
          journeys={section.journeys}
        />
      );
    case 'plans':
      return <PlansTable {...section} />;
    case 'payments':
      return <PaymentMarks />;
    case 'press':
      return <PressList items={section.items} />;
    case 'prose':
      return <Prose markdown={section.body} />;
  }
}

/** Renders a content page's sections in the order the content file lists them. */
export function PageSections({ sections }: { sections: Section[] }) {
  return sections.map((section, index) =>
    section.kind === 'cta' ? (
      <CallToAction
        key={index}
        heading={section.heading}
        body={section.body}
        actions={section.actions}
      />
    ) : (
      <SectionShell
        key={index}
        id={section.id}
        heading={section.heading}
        intro={'intro' in section ? section.intro : undefined}
      >
        <SectionBody section={section} />
      </SectionShell>
    ),
  );
}
