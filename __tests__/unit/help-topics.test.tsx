import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { HelpTopics } from '@/app/[locale]/help/help-topics';
import { PREVIEW_SIZE } from '@/app/[locale]/help/help-entries';
import { loadHelpCenter } from '@/lib/content/help';
import { pageCount } from '@/lib/pagination';
import { helpTopicPath, sitePages } from '@/lib/routes';
import { scaleContent } from '../../scripts/lib/scale-content.mjs';

// A Help Center grown to about 12 articles a topic: the real content plus generated ones.
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-help-'));
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  const topics = loadHelpCenter().page.topics.map((topic) => topic.slug);
  for (const file of scaleContent(60, topics))
    fs.writeFileSync(path.join(dir, file.path), file.text);
  process.env.AGORA_CONTENT_DIR = dir;
});

afterAll(() => {
  delete process.env.AGORA_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a Help Center with many articles', () => {
  it('lists the first articles of each topic on /help and links the rest', () => {
    const { page, topics } = loadHelpCenter();
    render(<HelpTopics topics={topics} allInTopic={page.labels.allInTopic} />);
    for (const topic of topics) {
      const section = within(screen.getByRole('region', { name: topic.title }));
      expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(PREVIEW_SIZE);
      expect(
        section.getByRole('link', { name: new RegExp(`All ${topic.articles.length} articles`) }),
      ).toHaveAttribute('href', helpTopicPath(topic.slug));
    }
  });

  it('gives every topic its own pages, ten articles each', () => {
    const addresses = sitePages()
      .filter((page) => !page.redirectTo)
      .map((page) => page.path);
    for (const topic of loadHelpCenter().topics) {
      const pages = pageCount(topic.articles.length);
      expect(pages).toBeGreaterThan(1);
      expect(addresses).toContain(helpTopicPath(topic.slug));
      expect(addresses).toContain(`${helpTopicPath(topic.slug)}/page/${pages}`);
      expect(addresses).not.toContain(`${helpTopicPath(topic.slug)}/page/${pages + 1}`);
    }
  });
});
