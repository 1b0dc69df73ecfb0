import { loadFacts } from './facts';
import { loadForms } from './forms';
import { loadMail } from './mail';
import { loadSite } from './site';

/**
 * What the Cloud Functions need from content/, validated by the same schemas as the pages. The
 * functions deploy without this folder, so the build writes this object next to their code.
 */
export function functionsContent() {
  const site = loadSite();
  return {
    site: { name: site.name, url: site.url },
    supportEmail: loadFacts().email.support,
    topics: loadForms().contact.fields.topic.options,
    mail: loadMail(),
  };
}

export type FunctionsContent = ReturnType<typeof functionsContent>;
