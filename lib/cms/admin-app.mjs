// The CMS's page script, bundled by scripts/admin.mjs into out/admin/cms/. Sveltia CMS checks
// GitHub's public status page before it signs in; nothing here may ask a third party, and the
// admin page's policy would refuse it with a violation report, so that one request is answered
// here, as a failed network request, which the CMS already takes for "status unknown".
import './browser/zod-without-eval.mjs';
import publishedContent from 'agora:content-files';
import siteStylesheets from 'agora:site-stylesheets';
import { contentKinds } from '../content/content-kinds';
import { setDraft, setPublished } from './browser/content-files.mjs';
import { askBeforeLeavingChanges } from './browser/unsaved-changes.mjs';
import { showFactsFilledIn } from './browser/facts-in-view.mjs';
import { EntryPreview } from './entry-preview';
import { FieldsPreview } from './fields-preview';
import { keepSaved, refreshFacts } from './fresh-facts.mjs';
import { LetterPreview } from './letter-preview';
import { SaveRefused, entryProblems } from './save-check';
import { withMadeNames } from './made-names';
import { FACTS_FORMAT } from './cms-config';
import { factsFileText, factsFormData } from './facts-form';

const STATUS_HOST = 'www.githubstatus.com';
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : String(input), window.location.href).host ===
  STATUS_HOST
    ? Promise.reject(new TypeError(`${STATUS_HOST} is not asked from this page`))
    : pageFetch(input, init);

setPublished(publishedContent);
/** The checks read /content/…; the CMS names files from the repository's root. */
const writeDraft = (files) =>
  setDraft(Object.fromEntries(Object.entries(files).map(([path, text]) => [`/${path}`, text])));

// Before the CMS listens to its address: this hears every move first.
const leaving = askBeforeLeavingChanges();
// Imported after the stand-in above is in place: a static import would run first.
const { default: CMS } = await import('@sveltia/cms');
// Company facts: the form shows each fact as in effect today; a change saved is dated from today
// over the file as last read or written (lib/cms/facts-form.ts).
let factsFile = '';
CMS.registerCustomFormat(FACTS_FORMAT, 'yaml', {
  fromFile: (text) => {
    factsFile = text;
    return factsFormData(text);
  },
  toFile: (data) => {
    factsFile = factsFileText(factsFile, data);
    return factsFile;
  },
});
CMS.registerEventListener({
  name: 'preSave',
  // The CMS shows a save that failed with "saving_failed" with its cause's message.
  // Against the facts as they are now (lib/cms/fresh-facts.mjs): changed ones change what the
  // content as published has wrong too.
  handler: async ({ entry }) => {
    // The content as published is checked afresh each save (lib/cms/save-check.ts).
    await refreshFacts();
    // The names left to the CMS (lib/cms/made-names.ts) are made first: they are saved too.
    const given = entry.toJS();
    const saved = withMadeNames(given);
    const problems = entryProblems(saved, writeDraft);
    if (problems.length)
      throw new Error('saving_failed', { cause: new SaveRefused(problems, saved.path) });
    if (saved !== given) return entry.set('data', saved.data).set('i18n', saved.i18n);
  },
});
// What is saved here is read from then on, Company facts among it; previews read the facts of the
// latest deploy from the moment the editor comes back to the page.
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    leaving.saved();
    return keepSaved(entry.toJS());
  },
});
refreshFacts();
window.addEventListener('focus', () => refreshFacts());
// Entries with a Markdown body are previewed as the site shows them, in the site's own styles, a
// letter as the mail its subscribers get, any other entry as its fields with the facts filled in.
for (const stylesheet of siteStylesheets) CMS.registerPreviewStyle(stylesheet);
const previewOf = ({ name, path }) =>
  name === 'letters' ? LetterPreview : path.endsWith('.md') ? EntryPreview : FieldsPreview;
for (const kind of contentKinds) CMS.registerPreviewTemplate(kind.name, previewOf(kind));
CMS.init();
showFactsFilledIn();
