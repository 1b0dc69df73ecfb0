/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { PeopleGrid } from '@/components/sections/people-grid';
import { portrait } from '@/lib/content/fields';
import { portraitPath, portraitSvg } from '@/lib/images/portraits.mjs';

const folderOf = (path: string) => path.split('/')[2];

describe('a drawn portrait', () => {
  it('is the same face at the same address for the same words, another for other words', () => {
    expect(portraitSvg('ines-carvalho')).toBe(portraitSvg('ines-carvalho'));
    expect(portraitSvg('ines-carvalho-2')).not.toBe(portraitSvg('ines-carvalho'));
    expect(portraitPath('ines-carvalho', 64, 'avif')).toBe(
      portraitPath('ines-carvalho', 64, 'avif'),
    );
    // Each drawing has a folder of its own, named by its bytes: a URL never changes what it shows.
    expect(folderOf(portraitPath('ines-carvalho-2', 64, 'avif'))).not.toBe(
      folderOf(portraitPath('ines-carvalho', 64, 'avif')),
    );
    expect(portraitPath('ines-carvalho', 64, 'avif')).toMatch(
      /^\/img\/p[0-9a-f]{6}\/ines-carvalho-64\.avif$/,
    );
  });

  it('stands beside each person on a team, at 1x and 2x, AVIF first, with no words of its own', () => {
    const html = renderToStaticMarkup(
      <PeopleGrid items={[{ portrait: 'ines-carvalho', name: 'Inês', role: 'CEO', bio: 'Bio' }]} />,
    );
    const at = (width: number, format: string) => portraitPath('ines-carvalho', width, format);
    expect(html).toContain(`srcSet="${at(64, 'avif')} 1x, ${at(128, 'avif')} 2x"`);
    expect(html).toContain(`src="${at(64, 'webp')}"`);
    // The name is written beside it: the drawing adds nothing a screen reader should read.
    expect(html).toMatch(/<img[^>]* alt=""/);
  });

  it('is named in content by lower-case words joined by hyphens, and says so when it is not', () => {
    expect(portrait.safeParse('ines-carvalho-2').success).toBe(true);
    const refused = portrait.safeParse('Inês Carvalho');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toMatch(/lower-case letters .* such as ines-carvalho/);
  });
});
