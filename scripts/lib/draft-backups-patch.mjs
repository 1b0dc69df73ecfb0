// Sveltia CMS opens its store of draft backups when its backend is first set, if the repository
// has a database name by then. Signed in by picking the project's folder, it has none yet: no
// draft is backed up until the page is reloaded, so an editor's first session loses what a closed
// tab held. The patch opens the store when a backup is first scheduled, once the name is known.
// Written against the package's minified build (its names change from release to release, its
// shape does not); a build whose shape differs stops here, rather than ship without backups.

/** The effect that opens the store: `<effect>(()=>{let{current:e}=<backend>;if(e&&!<db>){…}<db>=null});` */
const OPENED =
  /\w+\(\(\)=>\{let\{current:(\w+)\}=(\w+);if\(\1&&!(\w+)\)\{let\{databaseName:(\w+)\}=\1\.repository\?\?\{\};if\(\4\)\{\3=new (\w+)\(\4,`draft-backups`,(\{keyPath:\[`collectionName`,`slug`\]\})\);return\}\}\3=null\}\);/;

/** The scheduler, which backs a draft up only if the store is open: `(<draft>&&<db>&&(`. */
const scheduled = (db) =>
  new RegExp(`globalThis\\.clearTimeout\\((\\w+)\\),(\\w+)&&${db.replace('$', '\\$')}&&\\(`);

/** `code` (the package's npm/index.js) with the backup store opened on first use. */
export function withDraftBackupsFromTheStart(code) {
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
