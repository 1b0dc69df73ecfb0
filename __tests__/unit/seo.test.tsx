import { render } from '@testing-library/react';
import { JsonLd } from '@/components/json-ld';
import { loadSite } from '@/lib/content/site';
import { absoluteUrl, pageMetadata, siteMetadata } from '@/lib/seo';

// Without drawn cards, as the dev server has none: the site's image (social-cards.test.ts has the
// drawn ones). The build may be drawing them beside this test, so it names a list that is not there.
beforeAll(() => {
  process.env.AGORA_CARDS_MANIFEST = '/nonexistent/agora-cards.json';
});
afterAll(() => {
  delete process.env.AGORA_CARDS_MANIFEST;
});

const site = loadSite();
const siteCard = { url: site.socialImage.src, width: 1200, height: 630, alt: site.socialImage.alt };
const about = {
  title: 'About Agora',
  description: 'Why we built Agora and the values that guide how we run it.',
  path: '/about',
};

describe('pageMetadata', () => {
  it('sets the canonical URL, Open Graph and Twitter cards from one description', () => {
    expect(pageMetadata(about)).toEqual({
      title: about.title,
      description: about.description,
      alternates: {
        canonical: '/about',
        languages: {
          'en-GB': '/about',
          'pt-PT': '/pt/about',
          'es-ES': '/es/about',
          'fr-FR': '/fr/about',
          'x-default': '/about',
        },
      },
      openGraph: {
        type: 'website',
        title: about.title,
        description: about.description,
        url: '/about',
        siteName: site.name,
        locale: site.locale,
        alternateLocale: ['pt_PT', 'es_ES', 'fr_FR'],
        images: [siteCard],
      },
      twitter: {
        card: 'summary_large_image',
        title: about.title,
        description: about.description,
        images: [siteCard],
      },
    });
  });

  it('makes a Portuguese page its own canonical, in its own locale, naming the others', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/i18n/page-locale', () => ({ pageLocale: () => 'pt' }));
      const { pageMetadata: portuguese } =
        jest.requireActual<typeof import('@/lib/seo')>('@/lib/seo');
      const meta = portuguese(about);
      expect(meta.alternates?.canonical).toBe('/pt/about');
      expect(meta.alternates?.languages).toMatchObject({
        'pt-PT': '/pt/about',
        'x-default': '/about',
      });
      expect(meta.openGraph).toMatchObject({
        url: '/pt/about',
        locale: 'pt_PT',
        alternateLocale: ['en_GB', 'es_ES', 'fr_FR'],
      });
    });
  });

  it('marks articles with their publication date', () => {
    const meta = pageMetadata({ ...about, type: 'article', publishedTime: '2026-11-02' });
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-02' });
  });

  it('resolves relative URLs against the site URL', () => {
    expect(siteMetadata().metadataBase?.toString()).toBe(`${site.url}/`);
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the site URL', () => {
    expect(absoluteUrl('/about')).toBe(`${site.url}/about`);
    expect(absoluteUrl('/news/launch')).toBe(`${site.url}/news/launch`);
  });
});

describe('JsonLd', () => {
  it('escapes "<" so content cannot close the script tag', () => {
    const data = { '@type': 'Organization', name: 'Agora</script><script>alert(1)</script>' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('<');
    expect(script?.innerHTML).toContain('\\u003c/script>');
    expect(JSON.parse(script?.innerHTML ?? '')).toEqual({
      '@context': 'https://schema.org',
      ...data,
    });
  });
});
