import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Gives each test of the file its own copy of content/ (AGORA_CONTENT_DIR), to change as it
 * likes; returns the copy's folder, read once a test has started.
 */
export function withContentCopy(name: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `agora-${name}-`));
    fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
    process.env.AGORA_CONTENT_DIR = dir;
  });
  afterEach(() => {
    delete process.env.AGORA_CONTENT_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
