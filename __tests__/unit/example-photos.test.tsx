/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ExampleCard } from '@/components/example-card';
import { Monogram } from '@/components/monogram';
import { Portrait } from '@/components/portrait';

// Every picture of a listing's goods or of a person can be the owners' own photo: set in the CMS,
// it replaces the drawing, made at 1x and 2x by the picture pipeline (/img/m<hash>/…).

const PHOTO = '/images/christmas-parcels.jpg';
const sizes = (html: string) => [
  ...html.matchAll(/\/img\/(\w)[0-9a-f]{6}\/([\w-]+)\.(avif|webp)/g),
];

test("an example's photo replaces its illustration", () => {
  const drawn = renderToStaticMarkup(<ExampleCard example={{ emoji: '🚲', title: 'Bike' }} />);
  expect(sizes(drawn).map(([, set]) => set)).not.toContain('m');
  const photo = renderToStaticMarkup(
    <ExampleCard example={{ emoji: '🚲', title: 'Bike', photo: PHOTO }} />,
  );
  expect(sizes(photo).map(([, set, name]) => `${set} ${name}`)).toEqual([
    'm christmas-parcels-160',
    'm christmas-parcels-320',
    'm christmas-parcels-160',
    'm christmas-parcels-320',
  ]);
  expect(photo).toContain('Bike');
});

test("a team member's photo replaces their drawing", () => {
  const drawn = renderToStaticMarkup(<Portrait name="ines-carvalho" size={64} />);
  expect(sizes(drawn)[0][1]).toBe('p');
  const photo = renderToStaticMarkup(<Portrait name="ines-carvalho" photo={PHOTO} size={64} />);
  expect(sizes(photo).map(([, set, name]) => `${set} ${name}`)).toContain(
    'm christmas-parcels-128',
  );
});

test('a member is shown by their photo or their initials, never a drawing', () => {
  expect(renderToStaticMarkup(<Monogram name="Beatriz Lopes" />)).toContain('>BL<');
  const photo = renderToStaticMarkup(<Monogram name="Beatriz Lopes" photo={PHOTO} />);
  expect(sizes(photo).map(([, set]) => set)).toEqual(['m', 'm', 'm', 'm']);
  expect(photo).not.toContain('BL');
});
