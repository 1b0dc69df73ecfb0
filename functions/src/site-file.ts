/**
 * A JSON file the site publishes for the functions (its letters, its pages), read from the site
 * rather than bundled with them, so a change to content that deploys Hosting alone reaches them.
 * Read at most once every `keepMs` by an instance; a read that failed is not kept, so the next
 * asks again.
 */
export function siteFile<T>(path: string, keepMs: number) {
  let kept: { at: number; file: Promise<T> } | undefined;
  return (siteUrl: string, now = Date.now()): Promise<T> => {
    if (!kept || now - kept.at > keepMs) {
      const file = fetch(`${siteUrl}${path}`, { cache: 'no-store' }).then(async (response) => {
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return (await response.json()) as T;
      });
      kept = { at: now, file };
      file.catch(() => {
        if (kept?.file === file) kept = undefined;
      });
    }
    return kept.file;
  };
}
