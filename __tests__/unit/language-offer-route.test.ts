/**
 * @jest-environment node
 */
import { dynamic, GET } from '@/app/language-offer.json/route';
import { loadUi } from '@/lib/content/ui';
import { locales } from '@/lib/i18n/locales';

describe('app/language-offer.json', () => {
  it('is written once at build time', () => {
    expect(dynamic).toBe('force-static');
  });

  it('serves every language’s offer, in that language, with staying in each other one', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const offers = await response.json();
    expect(Object.keys(offers)).toEqual([...locales]);
    for (const offered of locales) {
      const { text, accept } = loadUi(offered).languageOffer;
      expect(offers[offered]).toMatchObject({ text, accept });
      expect(Object.keys(offers[offered].dismiss)).toEqual(
        locales.filter((page) => page !== offered),
      );
    }
  });

  it('names the page’s language as the offer’s language writes it', async () => {
    const offers = await GET().json();
    expect(offers.pt.dismiss).toEqual({
      en: 'Continuar em inglês',
      es: 'Continuar em espanhol',
      fr: 'Continuar em francês',
    });
    expect(offers.en.dismiss.pt).toBe('Stay in Portuguese');
    expect(offers.es.dismiss.fr).toBe('Seguir en francés');
    expect(offers.fr.dismiss.en).toBe('Rester en anglais');
  });
});
