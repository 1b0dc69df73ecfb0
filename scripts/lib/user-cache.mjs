// Where build work is kept between clones and worktrees of this machine: a folder of the user's
// cache (XDG_CACHE_HOME, else ~/.cache), one per kind of work.
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The cache folder for one kind of build work, e.g. userCacheDir('agora-images'). */
export const userCacheDir = (name) =>
  join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), name);
