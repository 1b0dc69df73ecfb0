// Generated content for `npm run bench:scale`: news articles, jobs and help articles that pass the
// schemas of lib/content, with bodies about as long as the real ones, so a build can be timed at
// any size.

/** Every generated file's name starts with this, so a size change can remove the previous set. */
export const GENERATED_PREFIX = 'generated-';

const pad = (i) => String(i).padStart(4, '0');

/** `days` after 2020-01-01 as YYYY-MM-DD. */
const dayAfter = (days) => new Date(Date.UTC(2020, 0, 1 + days)).toISOString().slice(0, 10);

const WORDS = (
  'sellers buyers talents clients marketplace escrow payout listing order dispute parcel review ' +
  'service invoice delivery refund message profile safety support fee photo category price'
).split(' ');

/** A deterministic sentence of about 20 words, different for each (seed, index). */
function sentence(seed, index) {
  const words = Array.from(
    { length: 20 },
    (_, k) => WORDS[(seed * 7 + index * 13 + k * k) % WORDS.length],
  );
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

const paragraph = (seed, index) =>
  Array.from({ length: 4 }, (_, k) => sentence(seed, index * 4 + k)).join(' ');

/** About 2 KB of Markdown; `headings` false for help articles, whose page supplies the headings. */
function body(seed, { headings = true } = {}) {
  const list = Array.from({ length: 3 }, (_, k) => `- ${sentence(seed, 40 + k)}`).join('\n');
  return [
    paragraph(seed, 0),
    ...(headings ? ['## What changes'] : []),
    paragraph(seed, 1),
    list,
    paragraph(seed, 2),
  ].join('\n\n');
}

const markdown = (frontMatter, text) => `---\n${frontMatter.join('\n')}\n---\n\n${text}\n`;

function newsArticle(i) {
  return markdown(
    [
      `title: Generated news article ${pad(i)}`,
      `description: A generated article for the scale bench, number ${pad(i)}, about the same length as a real one.`,
      `date: ${dayAfter(i)}`,
      'author: Scale Bench',
      'tags: [Generated]',
    ],
    body(i),
  );
}

function job(i) {
  return markdown(
    [
      `title: Generated role ${pad(i)}, Marketplace`,
      `summary: A generated job for the scale bench, number ${pad(i)}, with every field a real posting has.`,
      'team: Engineering',
      'location:',
      '  city: Lisbon',
      '  country: PT',
      'remote: false',
      'employmentType: FULL_TIME',
      `posted: ${dayAfter(i)}`,
      // Far ahead, so the job stays open whatever day the bench runs.
      'validThrough: 2099-12-31',
      'salary:',
      '  min: 40000',
      '  max: 60000',
      '  currency: EUR',
      '  unit: YEAR',
    ],
    body(i),
  );
}

function helpArticle(i, topic) {
  return markdown(
    [
      `title: Generated help article ${pad(i)}`,
      `topic: ${topic}`,
      `summary: A generated answer for the scale bench, number ${pad(i)}.`,
      `description: A generated help article for the scale bench, number ${pad(i)}, as long as a real description.`,
      `updated: ${dayAfter(i)}`,
      `order: ${i + 100}`,
    ],
    body(i, { headings: false }),
  );
}

/**
 * `count` entries per collection as { path, text }, `path` relative to the content folder. Help
 * articles are spread over `helpTopics` (the topic slugs of content/help/index.yaml).
 */
export function scaleContent(count, helpTopics) {
  if (!helpTopics.length) throw new Error('scaleContent needs at least one help topic');
  const files = [];
  for (let i = 1; i <= count; i++) {
    files.push({ path: `news/${GENERATED_PREFIX}news-${pad(i)}.md`, text: newsArticle(i) });
    files.push({ path: `jobs/${GENERATED_PREFIX}job-${pad(i)}.md`, text: job(i) });
    files.push({
      path: `help/${GENERATED_PREFIX}help-${pad(i)}.md`,
      text: helpArticle(i, helpTopics[i % helpTopics.length]),
    });
  }
  return files;
}
