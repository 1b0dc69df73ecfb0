import fs from 'node:fs';
import path from 'node:path';
import { loadForms } from '@/lib/content/forms';
import { loadPage } from '@/lib/content/pages';
import { loadSite } from '@/lib/content/site';
import { loadUi } from '@/lib/content/ui';

const pages = fs
  .readdirSync(path.join(process.cwd(), 'content/pages'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.slice(0, -'.yaml'.length));

describe('the real content validates', () => {
  it('site.yaml', () => expect(loadSite().name).toBeTruthy());
  it('ui.yaml', () => expect(loadUi().menuButton).toBeTruthy());
  it('forms.yaml', () => expect(loadForms().contact.submit).toBeTruthy());
  it.each(pages)('pages/%s.yaml', (slug) =>
    expect(loadPage(slug).sections.length).toBeGreaterThan(0),
  );
});
