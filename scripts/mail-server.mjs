#!/usr/bin/env node
/**
 * Local mail capture: maildev on 127.0.0.1, SMTP on 1025 (the functions' SMTP_URL locally), its
 * web page and REST API (GET /email lists every mail) on 1080. Nothing leaves the machine.
 *
 *   node scripts/mail-server.mjs        # runs until SIGINT/SIGTERM
 *
 * Imported, it exports startMailServer(). maildev runs as its own process: loaded in ours it
 * would take over SIGINT/SIGTERM and exit with 0 whatever the command it served returned.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const MAIL_HOST = '127.0.0.1';
export const SMTP_PORT = Number(process.env.AGORA_SMTP_PORT ?? 1025);
export const MAIL_WEB_PORT = Number(process.env.AGORA_MAIL_WEB_PORT ?? 1080);
export const smtpUrl = `smtp://${MAIL_HOST}:${SMTP_PORT}`;
export const mailWebUrl = `http://${MAIL_HOST}:${MAIL_WEB_PORT}`;

/** Answers 200 on its REST API; a fresh connection each time, so none stays open to delay close. */
function answers(url) {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

/** Ready once its REST API answers: maildev opens the web port after the SMTP one. */
async function waitUntilReady(child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`maildev exited with ${child.exitCode}`);
    if (await answers(`${mailWebUrl}/email`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`maildev did not answer on ${mailWebUrl} within ${timeoutMs} ms`);
}

/** Starts maildev; resolves once it answers. close() stops it. */
export async function startMailServer({ quiet = false } = {}) {
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--ip',
      MAIL_HOST,
      '--smtp',
      String(SMTP_PORT),
      '--web',
      String(MAIL_WEB_PORT),
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitUntilReady(child);
  } catch (error) {
    child.kill();
    throw error;
  }
  if (!quiet) console.log(`mail: maildev, SMTP ${smtpUrl}, mails at ${mailWebUrl}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // maildev waits for open web connections before it exits; a test's may linger.
      const forced = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(forced);
    },
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const server = await startMailServer();
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
