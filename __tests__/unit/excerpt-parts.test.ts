import { excerptParts } from '@/lib/excerpt-parts';

describe('excerptParts', () => {
  it('splits the excerpt into text and the matched words Pagefind wrapped in <mark>', () => {
    expect(
      excerptParts('We do not charge <mark>fees</mark> on <mark>refunded</mark> amounts.'),
    ).toEqual([
      { text: 'We do not charge ', matched: false },
      { text: 'fees', matched: true },
      { text: ' on ', matched: false },
      { text: 'refunded', matched: true },
      { text: ' amounts.', matched: false },
    ]);
  });

  it('keeps matches at either end and side by side, with no empty pieces', () => {
    expect(excerptParts('<mark>Fees</mark><mark>,</mark> explained <mark>here</mark>')).toEqual([
      { text: 'Fees', matched: true },
      { text: ',', matched: true },
      { text: ' explained ', matched: false },
      { text: 'here', matched: true },
    ]);
  });

  it('leaves any other markup-like text as text, never as elements', () => {
    const excerpt = 'Type <b>bold</b> or <img src=x onerror=alert(1)> & <mark>see</mark>';
    const parts = excerptParts(excerpt);
    expect(parts).toEqual([
      { text: 'Type <b>bold</b> or <img src=x onerror=alert(1)> & ', matched: false },
      { text: 'see', matched: true },
    ]);
  });

  it('returns the whole text when nothing is marked, and nothing for an empty excerpt', () => {
    expect(excerptParts('No match here.')).toEqual([{ text: 'No match here.', matched: false }]);
    expect(excerptParts('')).toEqual([]);
  });
});
