/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRepository } from '@/lib/cms/repository.mjs';
import { DEPLOY_SETTINGS, deploySettingsProblem } from '../../scripts/lib/deploy-settings.mjs';

// A deploy without its settings would build a site that talks to the local emulators: both ways to
// deploy stop first, naming every empty setting.

const everySetting = Object.fromEntries(DEPLOY_SETTINGS.map((name) => [name, 'set']));

/**
 * Runs a script with no setting in its environment (only NODE_ENV, as `next build` sets it), in an
 * empty folder, so that no .env file of this checkout counts.
 */
function runWithNothingSet(script: string) {
  const dir = mkdtempSync(join(tmpdir(), 'agora-deploy-'));
  try {
    return spawnSync(process.execPath, [resolve('scripts', script)], {
      cwd: dir,
      env: { NODE_ENV: 'production' },
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the deploy settings are the ones .env.example documents', () => {
  const documented = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)];
  expect(DEPLOY_SETTINGS).toEqual(documented.map((match) => match[1]));
});

test('the check names exactly the empty settings, and passes when all are set', () => {
  expect(deploySettingsProblem(everySetting)).toBeUndefined();
  const problem = deploySettingsProblem({ ...everySetting, FIREBASE_PROJECT: '' });
  expect(problem).toContain('Empty:\n  FIREBASE_PROJECT\n');
  expect(problem).not.toContain('NEXT_PUBLIC_');
});

test('a deploy from GitHub stops while package.json names another repository for the CMS', () => {
  const ours = projectRepository();
  expect(deploySettingsProblem({ ...everySetting, GITHUB_REPOSITORY: ours })).toBeUndefined();
  expect(
    deploySettingsProblem({ ...everySetting, GITHUB_REPOSITORY: ours.toUpperCase() }),
  ).toBeUndefined();
  expect(deploySettingsProblem({ ...everySetting, GITHUB_REPOSITORY: 'agora/site' })).toBe(
    `package.json names the repository ${ours}, but this deploy runs in agora/site: the CMS would save there.\n` +
      'Set "repository": "github:agora/site" in package.json, run npm run cms:config, and commit both.',
  );
});

test.each(['deploy.mjs', 'check-deploy-settings.mjs'])(
  '%s with nothing set stops before building, naming every setting',
  (script) => {
    const { status, stdout, stderr } = runWithNothingSet(script);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${deploySettingsProblem({})}\n`);
    for (const name of DEPLOY_SETTINGS) expect(stderr).toContain(`  ${name}\n`);
  },
);
