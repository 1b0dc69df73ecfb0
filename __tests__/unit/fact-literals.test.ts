import fs from 'node:fs';
import path from 'node:path';
import { DELIBERATE, factsWrittenOut } from '@/lib/content/fact-literals';
import { factTexts } from '@/lib/content/facts';
import { contentRoot } from '@/lib/content/read';

// The facts' texts come from content/facts.yaml, as the check reads them: the fixtures are made
// of whatever the facts say today, so changing a fee changes what is looked for, not this test.

const texts = factTexts('en');
const fact = (name: string) => texts.get(name) as string;

describe('a fact written out', () => {
  it('is found, and only whole ones (the check can fail)', () => {
    const goods = fact('fees.goods');
    const fixture = [
      `Sellers pay ${goods} (not 1${goods} or 0.${goods}), paid out on ${fact('payouts.days')}`,
      `by ${fact('escrow.provider')}. Write to ${fact('email.press')}; {fees.goods} is fine.`,
    ].join('\n');
    const found = factsWrittenOut(fixture, texts).map(({ fact: name }) => name);
    expect(found.sort()).toEqual(
      ['email.domain', 'email.press', 'escrow.provider', 'fees.goods', 'payouts.days'].sort(),
    );
  });

  it('is found in the plural and across a line break ("Tuesdays and\\nFridays")', () => {
    const days = fact('payouts.days').split(' ');
    const plural = days.map((word, index) => (index % 2 === 0 ? `${word}s` : word)).join('\n');
    expect(factsWrittenOut(`Payout days: ${plural}.`, texts)).toEqual([
      { fact: 'payouts.days', text: plural.replace(/\n/g, ' ') },
    ]);
  });

  it('in a translation, as its language writes it', () => {
    const french = factTexts('fr');
    const goods = french.get('fees.goods') as string;
    expect(goods).toMatch(/\s%$/);
    expect(factsWrittenOut(`Les vendeurs paient ${goods}.`, french)).toEqual([
      { fact: 'fees.goods', text: goods.replace(/\s+/g, ' ') },
    ]);
  });

  it('is left alone where a file means something else by the same words', () => {
    for (const { file, fact: name } of DELIBERATE) {
      const source = fs.readFileSync(path.join(contentRoot(), file), 'utf8');
      expect(factsWrittenOut(source, texts).map((found) => found.fact)).toContain(name);
      expect(factsWrittenOut(source, texts, file).map((found) => found.fact)).not.toContain(name);
    }
  });
});
