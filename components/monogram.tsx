import { Photo } from './photo';

/** "Beatriz Lopes" → "BL": the first letters of the first and the last name. */
const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  const [first, last] = [words[0], words.length > 1 ? words[words.length - 1] : undefined];
  return [first, last].map((word) => word?.charAt(0).toLocaleUpperCase() ?? '').join('');
};

/**
 * A real member beside their words: their photo once an editor uploads one, until then their
 * initials. Never a drawing: drawn faces are the team's, and a drawn member would read as invented.
 * The name stands beside it, so it says nothing itself.
 */
/** The circle is 48 CSS pixels (the .monogram class), as a quote's caption sets it. */
const SIZE = 48;

export function Monogram({ name, photo }: { name: string; photo?: string }) {
  return photo ? (
    <span className="portrait">
      <Photo src={photo} size={SIZE} className="object-cover" />
    </span>
  ) : (
    <span aria-hidden="true" className="monogram">
      {initialsOf(name)}
    </span>
  );
}
