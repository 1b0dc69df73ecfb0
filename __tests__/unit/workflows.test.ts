/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse, stringify } from 'yaml';
import { execFileSync } from 'node:child_process';
import { isContentOnly, LISTED_AT_MOST } from '../../scripts/lib/content-only.mjs';
import { schemaProblems, workflowFiles } from '../../scripts/lib/workflows.mjs';
import { jobsThatRun } from '../support/workflow-runs';

// What the workflow schema cannot see: who gets credentials and which ones, what may run at once,
// and whether the operating guide (docs/operating.md) names every setting the workflows read.

type Permissions = string | Record<string, string>;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

interface Job {
  needs?: string | string[];
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  permissions?: Permissions;
  environment?: string | { name: string };
  steps?: Step[];
  defaults?: { run?: { shell?: string } };
}

interface Workflow {
  on: string | string[] | Record<string, unknown>;
  permissions?: Permissions;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
  defaults?: { run?: { shell?: string } };
}

const workflows = workflowFiles().map((file) => {
  const source = readFileSync(file, 'utf8');
  return { name: basename(file), source, workflow: parse(source) as Workflow };
});

const jobsOf = (workflow: Workflow) => Object.entries(workflow.jobs);

const everyJob = workflows.flatMap(({ name, workflow }) =>
  jobsOf(workflow).map(([id, job]) => ({ name, workflow, id, job })),
);

/** `read`, `write` per scope, or one of `read-all` / `write-all` for every scope. */
function grantsOf(permissions: Permissions | undefined): string[] {
  if (permissions === undefined) return [];
  return typeof permissions === 'string' ? [permissions] : Object.values(permissions);
}

/** The events that start a workflow, however its `on` is written. */
function eventsOf(workflow: Workflow): string[] {
  if (typeof workflow.on === 'string') return [workflow.on];
  return Array.isArray(workflow.on) ? workflow.on : Object.keys(workflow.on);
}

/** `secrets.NAME` and `vars.NAME` as a workflow's text reads them (GITHUB_TOKEN is no setting). */
function settingsRead(text: string, context: 'secrets' | 'vars'): string[] {
  const names = [...text.matchAll(new RegExp(`\\b${context}\\.([A-Za-z_][A-Za-z0-9_]*)`, 'g'))];
  return names.map((match) => match[1]).filter((name) => name !== 'GITHUB_TOKEN');
}

const receivesSecret = (job: Job) => settingsRead(stringify(job), 'secrets').length > 0;

/** The grants of a job's GITHUB_TOKEN, leaving out `id-token` (see getsIdentityToken). */
function tokenGrants(permissions: Permissions | undefined): string[] {
  if (typeof permissions !== 'object') return grantsOf(permissions);
  return Object.entries(permissions)
    .filter(([scope]) => scope !== 'id-token')
    .map(([, grant]) => grant);
}

/**
 * Whether a job may ask GitHub for an identity token, which Google exchanges for a service
 * account when the workload identity provider's condition and that account's binding accept it.
 */
const getsIdentityToken = (permissions: Permissions | undefined) =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' && permissions['id-token'] === 'write');

const hasCredentials = (job: Job) => receivesSecret(job) || getsIdentityToken(job.permissions);

/** The steps that exchange the job's identity token for a Google service account. */
const authSteps = (job: Job) =>
  (job.steps ?? []).filter((step) => step.uses?.startsWith('google-github-actions/auth@'));

const environmentOf = (job: Job) =>
  typeof job.environment === 'object' ? job.environment.name : job.environment;

/** Deploys to the live site: Hosting alone, or everything with it. */
const deploysLive = (job: Job) =>
  (job.steps ?? []).some((step) => /\b(npm run deploy|firebase deploy)\b/.test(step.run ?? ''));

/** Deploys the functions and the database rules too: only the reviewed live job may. */
const deploysEverything = (job: Job) =>
  deploysLive(job) && !(job.steps ?? []).some((step) => step.run?.includes('--hosting-only'));

/** The rows of the operating guide's table of settings: `NAME` | secret or variable | value. */
function documentedSettings(kind: 'secret' | 'variable'): string[] {
  const readme = readFileSync('docs/operating.md', 'utf8');
  const start = readme.indexOf('\n## Deploying\n');
  if (start < 0) throw new Error('docs/operating.md has no "## Deploying" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` +\| (secret|variable) +\|/gm)];
  return rows.filter((row) => row[2] === kind).map((row) => row[1]);
}

const unique = (names: string[]) => [...new Set(names)].sort();

test('the schema check passes every workflow and names what is wrong in a broken one', () => {
  for (const { name, source } of workflows)
    expect([name, schemaProblems(source)]).toEqual([name, []]);

  const broken = parse(workflows[0].source) as Workflow;
  broken.permissions = { 'pull-request': 'write' };
  expect(schemaProblems(stringify(broken)).join('\n')).toContain(
    "/permissions: Additional property 'pull-request' is not allowed",
  );
});

test('no workflow runs on the events that give a fork’s pull request the secrets', () => {
  const unsafe = ['pull_request_target', 'workflow_run'];
  for (const { name, workflow } of workflows) {
    expect([name, eventsOf(workflow).filter((event) => unsafe.includes(event))]).toEqual([
      name,
      [],
    ]);
  }
});

test('every workflow grants read access at most; a job whose token writes checks out no code', () => {
  for (const { name, workflow } of workflows) {
    expect([name, typeof workflow.permissions]).toEqual([name, 'object']);
    const beyondRead = grantsOf(workflow.permissions).filter((grant) => grant !== 'read');
    expect([name, beyondRead]).toEqual([name, []]);
    for (const [id, job] of jobsOf(workflow)) {
      if (!tokenGrants(job.permissions).some((grant) => grant.startsWith('write'))) continue;
      const checksOut = (job.steps ?? []).some((step) => step.uses?.startsWith('actions/checkout'));
      expect([name, id, checksOut]).toEqual([name, id, false]);
    }
  }
});

test('no workflow holds a key: Google credentials come from an identity token alone', () => {
  const keys =
    /credentials_json|FIREBASE_SERVICE_ACCOUNT|GOOGLE_APPLICATION_CREDENTIALS|firebaseServiceAccount|FIREBASE_TOKEN|service_account_key|key-file|activate-service-account/i;
  for (const { name, source } of workflows) {
    expect([name, source.match(keys)?.[0]]).toEqual([name, undefined]);
  }
  for (const { name, id, job } of everyJob) {
    for (const step of authSteps(job)) {
      expect([name, id, Object.keys(step.with ?? {}).sort()]).toEqual([
        name,
        id,
        ['service_account', 'workload_identity_provider'],
      ]);
    }
  }
});

test('only a job that authenticates may ask for an identity token, never a whole workflow', () => {
  for (const { name, workflow } of workflows) {
    expect([name, getsIdentityToken(workflow.permissions)]).toEqual([name, false]);
  }
  for (const { name, id, job } of everyJob) {
    expect([name, id, getsIdentityToken(job.permissions)]).toEqual([
      name,
      id,
      authSteps(job).length > 0,
    ]);
  }
});

// The live job's account, as its workflow names it: whatever it is, no other job may name it.
const liveJobs = everyJob.filter(({ job }) => deploysEverything(job));
const liveDeployer = liveJobs
  .flatMap(({ job }) => authSteps(job))
  .map((step) => step.with?.service_account)[0];

test('the live deploy runs from main alone, in the production environment, as the live deployer', () => {
  expect(liveJobs.map(({ name, id }) => `${name} ${id}`)).toEqual(['deploy.yml deploy']);
  const [{ workflow, job }] = liveJobs;
  expect(environmentOf(job)).toBe('production');
  expect(job.if).toBe("github.ref == 'refs/heads/main'");
  expect(eventsOf(workflow).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
  expect((workflow.on as Record<string, unknown>).push).toEqual({ branches: ['main'] });
  expect(liveDeployer).toEqual(expect.stringMatching(/^\$\{\{ vars\.\w+ \}\}$/));

  const production = everyJob.filter(({ job }) => environmentOf(job) === 'production');
  expect(production.map(({ name, id }) => `${name} ${id}`)).toEqual(['deploy.yml deploy']);
});

test('no job but the live deploy names the live deployer', () => {
  const others = everyJob.filter(({ job }) => !deploysEverything(job));
  const naming = others.filter(({ job }) => stringify(job).includes(String(liveDeployer)));
  expect(naming.map(({ name, id }) => `${name} ${id}`)).toEqual([]);
});

test('content is published to the live site as Hosting alone, from main, as an account of its own', () => {
  const content = everyJob.filter(({ job }) => deploysLive(job) && !deploysEverything(job));
  expect(content.map(({ name, id }) => `${name} ${id}`)).toEqual(['deploy.yml publish-content']);
  const [{ job }] = content;
  expect(environmentOf(job)).toBe('content');
  expect(job.if).toContain("github.ref == 'refs/heads/main'");
  const deployer = authSteps(job).map((step) => step.with?.service_account);
  expect(deployer).toEqual([expect.stringMatching(/^\$\{\{ vars\.\w+ \}\}$/)]);
  expect(deployer[0]).not.toBe(liveDeployer);
});

test('a pull request deploys a preview channel only, as an account of its own', () => {
  const previews = everyJob.filter(
    ({ workflow, job }) =>
      eventsOf(workflow).includes('pull_request') && getsIdentityToken(job.permissions),
  );
  expect(previews).not.toEqual([]);
  for (const { name, id, job } of previews) {
    const deployer = authSteps(job).map((step) => step.with?.service_account);
    expect([name, id, deployer]).toEqual([name, id, [expect.any(String)]]);
    expect([name, id, deployer[0] === liveDeployer, deploysLive(job)]).toEqual([
      name,
      id,
      false,
      false,
    ]);
    const channelDeploy = (job.steps ?? []).some((step) =>
      step.run?.includes('firebase hosting:channel:deploy'),
    );
    expect([name, id, channelDeploy]).toEqual([name, id, true]);
  }
});

test('a workflow that deploys runs one at a time, and a live deploy is never cancelled', () => {
  const deploying = workflows.filter(
    ({ workflow }) =>
      !eventsOf(workflow).includes('workflow_call') &&
      jobsOf(workflow).some(([, job]) => hasCredentials(job)),
  );
  expect(deploying.map(({ name }) => name)).not.toEqual([]);
  for (const { name, workflow } of deploying) {
    expect([name, workflow.concurrency?.group]).toEqual([name, expect.any(String)]);
    const live = jobsOf(workflow).some(([, job]) => deploysLive(job));
    if (live) expect([name, workflow.concurrency?.['cancel-in-progress']]).toEqual([name, false]);
  }
});

test('on a pull request, only this repository’s branches reach a job with credentials', () => {
  const onPullRequest = workflows.filter(({ workflow }) =>
    eventsOf(workflow).includes('pull_request'),
  );
  expect(onPullRequest).not.toEqual([]);
  for (const { name, workflow } of onPullRequest) {
    for (const [id, job] of jobsOf(workflow).filter(([, job]) => hasCredentials(job))) {
      expect([name, id, job.if]).toEqual([
        name,
        id,
        expect.stringContaining(
          'github.event.pull_request.head.repo.full_name == github.repository',
        ),
      ]);
    }
  }
});

test('every action is this repository’s or pinned to a commit: a tag can be moved to other code', () => {
  const pinned = /^(\.\/.+|[\w.-]+\/[\w./-]+@[0-9a-f]{40})$/;
  for (const { name, workflow } of workflows) {
    for (const [, job] of jobsOf(workflow)) {
      for (const uses of [job.uses, ...(job.steps ?? []).map((step) => step.uses)]) {
        if (uses !== undefined) expect([name, uses]).toEqual([name, expect.stringMatching(pinned)]);
      }
    }
  }
});

test('the operating guide documents exactly the secrets and variables the workflows read', () => {
  const text = workflows.map(({ source }) => source).join('\n');
  expect(unique(documentedSettings('secret'))).toEqual(unique(settingsRead(text, 'secrets')));
  expect(unique(documentedSettings('variable'))).toEqual(unique(settingsRead(text, 'vars')));
});

test('the deploy build gets every setting .env.example documents', () => {
  const settings = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
    (match) => match[1],
  );
  expect(settings).not.toEqual([]);
  const builds = workflows.flatMap(({ name, workflow }) =>
    jobsOf(workflow)
      .filter(([, job]) => job.steps && hasCredentials(job))
      .map(([id, job]) => ({ name, id, env: { ...workflow.env, ...job.env } })),
  );
  expect(builds).not.toEqual([]);
  for (const { name, id, env } of builds) {
    const missing = settings.filter((setting) => !(setting in env));
    expect([name, id, missing]).toEqual([name, id, []]);
  }
});

describe('a change to content alone takes the short way; any other, the reviewed one', () => {
  const workflowNamed = (file: string) =>
    workflows.find(({ name }) => name === file)?.workflow as Workflow;
  const sameRepository = {
    'github.event.pull_request.head.repo.full_name': 'agora/site',
    'github.repository': 'agora/site',
  };
  const changes = (contentOnly: boolean) => ({
    'needs.changes.outputs.content-only': String(contentOnly),
  });

  /** Changed files as GitHub lists them, by path. */
  const files = (...paths: string[]) => paths.map((filename) => ({ filename }));
  const pushOf = (list: { filename: string; previous_filename?: string }[], symlinks?: string[]) =>
    isContentOnly(list, { listing: 'compare', symlinks });

  test("what counts as content alone: the CMS's copy and uploads, or nothing at all", () => {
    expect(pushOf(files('content/news/a.md', 'content/pt/news/a.md'))).toBe(true);
    expect(pushOf(files('content/facts.yaml', 'content/images/harbour.jpg'))).toBe(true);
    expect(pushOf([])).toBe(true);
    expect(pushOf(files('content/news/a.md', 'lib/content/news.ts'))).toBe(false);
    expect(pushOf(files('public/admin/config.yml'))).toBe(false);
    expect(pushOf(files('contents.md'))).toBe(false);
  });

  test('a file renamed into content/ is not content alone: the path it left counts too', () => {
    const moved = { filename: 'content/news/a.md', previous_filename: 'lib/content/news.ts' };
    expect(pushOf([moved])).toBe(false);
    expect(pushOf([{ ...moved, previous_filename: 'content/news/b.md' }])).toBe(true);
  });

  test.each(Object.entries(LISTED_AT_MOST) as [keyof typeof LISTED_AT_MOST, number][])(
    "a list as long as GitHub's limit (%s: %d) may be cut short: not content alone",
    (listing, limit) => {
      const many = (count: number) =>
        Array.from({ length: count }, (_, i) => ({ filename: `content/news/${i}.md` }));
      expect(isContentOnly(many(limit - 1), { listing })).toBe(true);
      expect(isContentOnly(many(limit), { listing })).toBe(false);
    },
  );

  test('a symbolic link among the files is not content alone: it publishes what it points at', () => {
    expect(pushOf(files('content/news/a.md'), ['content/news/a.md'])).toBe(false);
    expect(pushOf(files('content/news/a.md'), ['content/news/b.md'])).toBe(true);
  });

  test('the command reads the lines the workflows write: path, tab, the path it was renamed from', () => {
    const run = (lines: string, listing = 'pull') =>
      execFileSync('node', ['scripts/content-only.mjs', listing], {
        input: lines,
        encoding: 'utf8',
      });
    expect(run('content/news/a.md\t\ncontent/pt/news/a.md\t\n')).toBe('content-only=true\n');
    expect(run('content/news/a.md\tscripts/content-only.mjs\n')).toBe('content-only=false\n');
    expect(run('', 'compare')).toBe('content-only=true\n');
  });

  test("each workflow runs the base branch's classifier on GitHub's whole list, and fails without one", () => {
    const bases = {
      'preview.yml': 'github.event.pull_request.base.sha',
      'deploy.yml': 'github.event.before',
    };
    for (const [file, base] of Object.entries(bases)) {
      const job = workflowNamed(file).jobs.changes;
      const checkout = job.steps!.find((step) => step.uses?.startsWith('actions/checkout@'))!;
      expect([file, String(checkout.with?.ref)]).toEqual([file, expect.stringContaining(base)]);
      const run = job.steps!.find((step) => step.run?.includes('content-only.mjs'))!.run!;
      // GitHub runs `shell: bash` as bash -eo pipefail: a request that fails fails the step.
      const shell = job.defaults?.run?.shell ?? workflowNamed(file).defaults?.run?.shell;
      expect([file, shell]).toEqual([file, 'bash']);
      expect([file, run]).toEqual([file, expect.stringContaining('.previous_filename')]);
      expect([file, run]).toEqual([file, expect.stringContaining('select(.mode == "120000")')]);
    }
  });

  test('a pull request: content alone previews at once, beside the checks', () => {
    const preview = workflowNamed('preview.yml');
    expect(jobsThatRun(preview, { ...sameRepository, ...changes(true) })).toEqual([
      'changes',
      'checks',
      'content-preview',
      'comment',
    ]);
    expect(preview.jobs['content-preview'].needs).toEqual('changes');
    expect(jobsThatRun(preview, { ...sameRepository, ...changes(false) })).toEqual([
      'changes',
      'checks',
      'deploy',
      'comment',
    ]);
    const fork = { ...sameRepository, 'github.repository': 'someone/fork' };
    expect(jobsThatRun(preview, { ...fork, ...changes(true) })).toEqual(['changes', 'checks']);
  });

  test('main: content alone, and the nightly rebuild, publish Hosting at once; code waits', () => {
    const deploy = workflowNamed('deploy.yml');
    const main = { 'github.ref': 'refs/heads/main' };
    expect(jobsThatRun(deploy, { ...main, ...changes(true) })).toEqual([
      'changes',
      'publish-content',
    ]);
    expect(jobsThatRun(deploy, { ...main, ...changes(false) })).toEqual([
      'changes',
      'checks',
      'deploy',
    ]);
    const branch = { 'github.ref': 'refs/heads/feature' };
    expect(jobsThatRun(deploy, { ...branch, ...changes(false) })).toEqual(['changes', 'checks']);
  });

  test('every job that builds the site checks the content first and the byte budgets after', () => {
    const builds = everyJob.filter(({ job }) =>
      (job.steps ?? []).some((step) => /npm run (build|deploy)\b/.test(step.run ?? '')),
    );
    expect(builds).not.toEqual([]);
    for (const { name, id, job } of builds) {
      const runs = (job.steps ?? []).map((step) => step.run ?? '').join('\n');
      const viaDeploy = runs.includes('npm run deploy');
      expect([name, id, viaDeploy || /check:content[\s\S]*build[\s\S]*budgets/.test(runs)]).toEqual(
        [name, id, true],
      );
    }
    const deployScript = readFileSync('scripts/deploy.mjs', 'utf8');
    expect(deployScript).toMatch(/check:content[\s\S]*'build'[\s\S]*'budgets'/);
  });
});
