/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadHelpCenter } from '@/lib/content/help';
import { loadJobs } from '@/lib/content/jobs';
import { loadNews } from '@/lib/content/news';
import { GENERATED_PREFIX, scaleContent } from '../../scripts/lib/scale-content.mjs';

const COUNT = 3;
let dir: string;

// The real content plus the generated files, as `npm run bench:scale` builds it.
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-scale-'));
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  const topics = loadHelpCenter().page.topics.map((topic) => topic.slug);
  for (const file of scaleContent(COUNT, topics))
    fs.writeFileSync(path.join(dir, file.path), file.text);
  process.env.AGORA_CONTENT_DIR = dir;
});

afterAll(() => {
  delete process.env.AGORA_CONTENT_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

const generated = <T extends { slug: string }>(entries: T[]) =>
  entries.filter((entry) => entry.slug.startsWith(GENERATED_PREFIX));

describe('the scale bench content', () => {
  it('writes the requested number of entries per collection, each under the generated prefix', () => {
    const files = scaleContent(COUNT, ['accounts']);
    expect(files).toHaveLength(3 * COUNT);
    for (const folder of ['news', 'jobs', 'help'])
      expect(
        files.filter((file) => file.path.startsWith(`${folder}/${GENERATED_PREFIX}`)),
      ).toHaveLength(COUNT);
  });

  it('passes the content schemas of every collection', () => {
    expect(generated(loadNews())).toHaveLength(COUNT);
    expect(generated(loadJobs())).toHaveLength(COUNT);
    const articles = loadHelpCenter().topics.flatMap((topic) => topic.articles);
    expect(generated(articles)).toHaveLength(COUNT);
  });

  it('gives bodies about as long as the real entries', () => {
    for (const entry of [...generated(loadNews()), ...generated(loadJobs())])
      expect(entry.body.length).toBeGreaterThan(1000);
  });
});
