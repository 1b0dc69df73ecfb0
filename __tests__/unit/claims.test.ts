/**
 * @jest-environment node
 */
import { pageSchema } from '@/lib/content/pages';

// What a page may claim: a press quote only with the article it comes from, a member's story only
// with how it was collected. The schemas refuse the rest, in the CMS and the build alike.

const head = {
  title: 'Welcome to Agora',
  description: 'Buy and sell goods and skills across Portugal, Spain and France, with escrow.',
  heading: 'Welcome',
  label: 'Welcome',
  lead: 'One marketplace.',
};

const problemsOf = (section: object) => {
  const result = pageSchema.safeParse({ ...head, sections: [section] });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const press = (article: string, date = '2026-03-12') => ({
  kind: 'press',
  heading: 'In the press',
  items: [{ outlet: 'Expresso', quote: 'A marketplace that holds the money.', article, date }],
});

test("a press quote names its article, not the outlet's home page", () => {
  expect(problemsOf(press('https://expresso.pt/economia/2026-03-12-agora'))).toEqual([]);
  expect(problemsOf(press('https://expresso.pt'))).toEqual([
    "must be the article's own address, not the outlet's home page",
  ]);
  expect(problemsOf(press('http://expresso.pt/economia/agora'))).toEqual([
    'must be the https:// address of the article',
  ]);
  expect(problemsOf(press('https://expresso.pt/economia/agora', 'March 2026'))).not.toEqual([]);
});

test("a member's story says how it was collected, and carries no rating", () => {
  const story = {
    quote: 'I moved my shop over in an afternoon.',
    name: 'Beatriz Lopes',
    role: 'sells ceramics in Porto',
  };
  const quotes = (item: object) => ({ kind: 'quotes', heading: 'What members say', items: [item] });
  expect(problemsOf(quotes({ ...story, collected: 'From an interview, September 2026.' }))).toEqual(
    [],
  );
  expect(problemsOf(quotes(story))).not.toEqual([]);
  expect(problemsOf(quotes({ ...story, collected: 'An interview.', rating: 4.9 }))).not.toEqual([]);
});

test('a real member is not drawn: a photo of them, or their initials', () => {
  const story = {
    quote: 'I moved my shop over in an afternoon.',
    name: 'Beatriz Lopes',
    role: 'sells ceramics in Porto',
    collected: 'From an interview, September 2026.',
  };
  const quotes = (item: object) => ({ kind: 'quotes', heading: 'What members say', items: [item] });
  expect(problemsOf(quotes({ ...story, photo: '/images/christmas-parcels.jpg' }))).toEqual([]);
  expect(problemsOf(quotes({ ...story, portrait: 'beatriz-lopes' }))).not.toEqual([]);
});

test('an example is an illustration of what members sell: no price, seller or rating', () => {
  const pageWith = (example: object) =>
    pageSchema.safeParse({
      ...head,
      showcase: { label: 'Examples of goods sold on Agora', items: [example, example] },
      sections: [{ kind: 'prose', heading: 'About', body: 'Text.' }],
    });
  const vase = { emoji: '🏺', title: 'Hand-thrown stoneware' };
  expect(pageWith(vase).success).toBe(true);
  expect(pageWith({ ...vase, photo: '/images/christmas-parcels.jpg' }).success).toBe(true);
  for (const claim of [{ rating: 4.9 }, { price: 38 }, { seller: 'Beatriz', place: 'Porto' }])
    expect(pageWith({ ...vase, ...claim }).success).toBe(false);
});
