import { LocalLink as Link } from '@/components/local-link';
import type { AuthCopy } from '@/lib/content/auth';

type Copy = Pick<AuthCopy['signUp'], 'consent' | 'consentLinks'>;

/** "By creating an account you accept the Terms of Use and the Privacy Policy", each a link. */
export function ConsentNote({ copy }: { copy: Copy }) {
  // split() with a capture group alternates text and placeholder names: text, name, text, ...
  const parts = copy.consent.split(/\{(\w+)\}/);
  return (
    <p className="text-sm text-muted">
      {parts.map((part, index) => {
        const link = index % 2 ? copy.consentLinks[part as keyof Copy['consentLinks']] : undefined;
        return link ? (
          <Link
            key={index}
            href={link.href}
            className="font-medium text-link underline underline-offset-2"
          >
            {link.label}
          </Link>
        ) : (
          part
        );
      })}
    </p>
  );
}
