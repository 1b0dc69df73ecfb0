// Three mends to the CMS package's build (npm/index.js), written against its minified code (its
// names change from release to release, its shape does not); a build whose shape differs stops
// here, rather than ship without them.
//
// Drafts: Sveltia CMS opens its store of draft backups when its backend is first set, if the
// repository has a database name by then. Signed in by picking the project's folder, it has none
// yet: no draft is backed up until the page is reloaded, so an editor's first session loses what a
// closed tab held. The patch opens the store when a backup is first scheduled, once the name is
// known.
//
// Languages off: an entry that starts in English alone (lib/cms/cms-config.ts, initial_locales)
// has no validity for its other languages, and the language tabs read one for each, throwing
// "Cannot convert undefined or null to object" as they draw.
//
// Lists in every language: a list's items match across languages (the translation checks refuse
// "3 entries, English has 4"), but the CMS adds, removes, moves and copies an item of a translated
// list in the language it was clicked in alone. An item added in English had to be added again in
// each translation, at the same place, by hand. The patch applies what is done to a list in English
// to the list in every language: a new item arrives empty in each, for its translator to fill.

/** The effect that opens the store: `<effect>(()=>{let{current:e}=<backend>;if(e&&!<db>){…}<db>=null});` */
const OPENED =
  /\w+\(\(\)=>\{let\{current:(\w+)\}=(\w+);if\(\1&&!(\w+)\)\{let\{databaseName:(\w+)\}=\1\.repository\?\?\{\};if\(\4\)\{\3=new (\w+)\(\4,`draft-backups`,(\{keyPath:\[`collectionName`,`slug`\]\})\);return\}\}\3=null\}\);/;

/** The scheduler, which backs a draft up only if the store is open: `(<draft>&&<db>&&(`. */
const scheduled = (db) =>
  new RegExp(`globalThis\\.clearTimeout\\((\\w+)\\),(\\w+)&&${db.replaceAll('$', '\\$')}&&\\(`);

/** The tabs' check of a language's fields: `Object.values(<validities>[<locale>]).some(…)`. */
const TAB_VALIDITY = /Object\.values\((\w+\(\w+\)\[\w+\])\)\.some\(\(\{valid:(\w+)\}\)=>!\2\)/;

function withTabsForLanguagesOff(code) {
  if (!TAB_VALIDITY.test(code))
    throw new Error("admin: @sveltia/cms checks its language tabs' fields in an unknown way");
  return code.replace(
    TAB_VALIDITY,
    (match, validities, valid) =>
      `Object.values(${validities}??{}).some(({valid:${valid}})=>!${valid})`,
  );
}

/**
 * A list's change (an item added, removed, moved, copied) and the languages it reaches:
 * `<forEach>({valueStore:<draft>[<store>],locale:<props>.locale,i18n:<i18n>},(…)=>{<update>({draft:<draft>,…})})`,
 * written for every language where the list's i18n is `duplicate`, else for the clicked one.
 */
const LIST_CHANGE =
  /(\w+\(\{valueStore:(\w+)\[\w+\],locale:(\w+)\.locale,i18n:)(\w+\(\w+\))(\},\(\w+,\w+\)=>\{\w+\(\{draft:\2,locale:\w+,valueStoreKey:\w+,keyPath:\3\.keyPath,manipulate:\w+\}\)\}\))/g;

function withListsInEveryLanguage(code) {
  if (code.search(LIST_CHANGE) < 0)
    throw new Error("admin: @sveltia/cms changes a list's items in an unknown way");
  return code.replace(
    LIST_CHANGE,
    (match, head, draft, props, i18n, tail) =>
      `${head}${props}.locale===${draft}.defaultLocale?\`duplicate\`:${i18n}${tail}`,
  );
}

/** `code` (the package's npm/index.js) with the three mends. */
export const mendedCms = (code) =>
  withListsInEveryLanguage(withTabsForLanguagesOff(withDraftBackupsFromTheStart(code)));

/** `code` with the backup store opened on first use. */
function withDraftBackupsFromTheStart(code) {
  const effect = OPENED.exec(code);
  if (!effect) throw new Error('admin: @sveltia/cms opens its draft backups in an unknown way');
  const [whole, , backend, db, , Store, options] = effect;
  const opener = `__openDraftBackups=()=>(${db}??=${backend}.current?.repository?.databaseName?new ${Store}(${backend}.current.repository.databaseName,\`draft-backups\`,${options}):${db})`;
  const scheduler = scheduled(db);
  if (!scheduler.test(code))
    throw new Error('admin: @sveltia/cms schedules its draft backups in an unknown way');
  return code
    .replace(whole, `${whole}var ${opener};`)
    .replace(
      scheduler,
      (match, timer, draft) =>
        `globalThis.clearTimeout(${timer}),${draft}&&__openDraftBackups()&&(`,
    );
}
