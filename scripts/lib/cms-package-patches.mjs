// Two mends to the CMS package's build (npm/index.js), written against its minified code (its
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

/** `code` (the package's npm/index.js) with both mends. */
export const mendedCms = (code) => withTabsForLanguagesOff(withDraftBackupsFromTheStart(code));

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
