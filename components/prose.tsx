import { pageLocale } from '@/lib/i18n/page-locale';
import { markdownToHtml } from '@/lib/markdown';

/** Long-form Markdown from content/, styled for reading. */
export function Prose({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div
      className={`prose-agora max-w-prose ${className}`}
      dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown, pageLocale()) }}
    />
  );
}
