#!/usr/bin/env node
/**
 * Runs a command with the local database server and mail capture up, then stops them and exits
 * with the command's exit code:  node scripts/with-database.mjs jest --selectProjects firebase
 */
import { spawn } from 'node:child_process';
import { startDatabaseServer } from './database-server.mjs';
import { startMailServer } from './mail-server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-database.mjs <command> [args...]');
  process.exit(2);
}

const server = await startDatabaseServer();
const mail = await startMailServer();
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

child.on('exit', async (code, signal) => {
  await Promise.all([server.close(), mail.close()]);
  process.exit(code ?? (signal ? 1 : 0));
});
child.on('error', async (error) => {
  console.error(`with-database: could not run ${command}: ${error.message}`);
  await Promise.all([server.close(), mail.close()]);
  process.exit(127);
});
