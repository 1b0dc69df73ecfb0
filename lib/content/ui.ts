import { z } from 'zod';
import { text } from './fields';
import { readYaml } from './read';

const notice = z.object({ title: text, heading: text, body: text }).strict();

const uiSchema = z
  .object({
    skipLink: text,
    menuButton: text,
    closeMenu: text,
    mainNav: text,
    socialNav: text,
    feedLink: text,
    redirect: notice.extend({ link: text }).strict(),
    pagination: z
      .object({ label: text, previous: text, next: text, status: text, numbered: text })
      .strict(),
    notFound: notice,
    lastUpdated: text,
    contents: text,
    breadcrumbs: text,
  })
  .strict();

export type Ui = z.output<typeof uiSchema>;

/** Interface texts shared by every page (`content/ui.yaml`). */
export function loadUi(): Ui {
  return readYaml('ui.yaml', uiSchema);
}
