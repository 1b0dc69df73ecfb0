import { render, screen } from '@testing-library/react';
import { JobsList } from '@/app/[locale]/jobs/jobs-list';
import { loadJobs, loadJobsPage } from '@/lib/content/jobs';
import { generatedRoutes, NO_ENTRIES, sitePages } from '@/lib/routes';
import { today } from '@/lib/today';

const pagesOf = (path: string) => generatedRoutes.find((route) => route.path === path)!.pages('en');

afterEach(() => {
  delete process.env.AGORA_TODAY;
});

test('a job is open through its validThrough day and gone the day after', () => {
  process.env.AGORA_TODAY = '2026-10-31';
  expect(loadJobs().map((job) => job.slug)).toContain('customer-support-agent-spanish');
  process.env.AGORA_TODAY = '2026-11-01';
  expect(loadJobs().map((job) => job.slug)).not.toContain('customer-support-agent-spanish');
});

test('an expired job has no page, no sitemap entry and no place on the list', () => {
  process.env.AGORA_TODAY = '2026-11-21';
  expect(sitePages().map((page) => page.path)).not.toContain(
    '/jobs/customer-support-agent-spanish',
  );
  render(<JobsList page={1} />);
  expect(screen.queryByText('Customer Support Agent (Spanish and English)')).toBeNull();
  expect(screen.getByText('Trust & Safety Specialist (Portuguese and English)')).toBeTruthy();
});

test('with no open position the list says so, and the build still has a page to make', () => {
  process.env.AGORA_TODAY = '2099-01-01';
  const empty = loadJobsPage().empty;
  render(<JobsList page={1} />);
  expect(screen.getByRole('heading', { level: 2, name: empty.heading })).toBeTruthy();
  expect(pagesOf('/jobs/[slug]')).toEqual([
    { params: { slug: NO_ENTRIES }, heading: '', redirectTo: '/jobs' },
  ]);
  expect(pagesOf('/jobs/page/[page]')).toEqual([
    { params: { page: '1' }, heading: loadJobsPage().heading, redirectTo: '/jobs' },
  ]);
});

test('AGORA_TODAY must be a date', () => {
  process.env.AGORA_TODAY = 'tomorrow';
  expect(() => today()).toThrow('AGORA_TODAY must be a date like 2026-11-21, not "tomorrow"');
});
