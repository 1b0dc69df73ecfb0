/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse, stringify } from 'yaml';
import { schemaProblems, workflowFiles } from '../../scripts/lib/workflows.mjs';

// What the workflow schema cannot see: who gets the deploy secret, what may run at once, and
// whether the README names every setting the workflows read.

type Permissions = string | Record<string, string>;

interface Step {
  uses?: string;
}

interface Job {
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  permissions?: Permissions;
  steps?: Step[];
}

interface Workflow {
  on: string | string[] | Record<string, unknown>;
  permissions?: Permissions;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflows = workflowFiles().map((file) => {
  const source = readFileSync(file, 'utf8');
  return { name: basename(file), source, workflow: parse(source) as Workflow };
});

const jobsOf = (workflow: Workflow) => Object.entries(workflow.jobs);

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

/** The rows of the README's table of settings: `NAME` | secret or variable | value. */
function documentedSettings(kind: 'secret' | 'variable'): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('\n## Deploy pipeline\n');
  if (start < 0) throw new Error('README.md has no "## Deploy pipeline" section');
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

test('every workflow grants read access at most; a job granted more checks out no code', () => {
  for (const { name, workflow } of workflows) {
    expect([name, typeof workflow.permissions]).toEqual([name, 'object']);
    const beyondRead = grantsOf(workflow.permissions).filter((grant) => grant !== 'read');
    expect([name, beyondRead]).toEqual([name, []]);
    for (const [id, job] of jobsOf(workflow)) {
      if (!grantsOf(job.permissions).some((grant) => grant.startsWith('write'))) continue;
      const checksOut = (job.steps ?? []).some((step) => step.uses?.startsWith('actions/checkout'));
      expect([name, id, checksOut]).toEqual([name, id, false]);
    }
  }
});

test('a workflow that deploys runs one at a time, and a live deploy is never cancelled', () => {
  const deploying = workflows.filter(
    ({ workflow }) =>
      !eventsOf(workflow).includes('workflow_call') &&
      jobsOf(workflow).some(([, job]) => receivesSecret(job)),
  );
  expect(deploying.map(({ name }) => name)).not.toEqual([]);
  for (const { name, workflow } of deploying) {
    expect([name, workflow.concurrency?.group]).toEqual([name, expect.any(String)]);
    const live = jobsOf(workflow).some(([, job]) => job.with?.channel === 'live');
    if (live) expect([name, workflow.concurrency?.['cancel-in-progress']]).toEqual([name, false]);
  }
});

test('on a pull request, only this repository’s branches reach a job that gets a secret', () => {
  const onPullRequest = workflows.filter(({ workflow }) =>
    eventsOf(workflow).includes('pull_request'),
  );
  expect(onPullRequest).not.toEqual([]);
  for (const { name, workflow } of onPullRequest) {
    for (const [id, job] of jobsOf(workflow).filter(([, job]) => receivesSecret(job))) {
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

test('every action is pinned to a release tag or a commit, never a branch', () => {
  const pinned = /^(\.\/.+|[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40}))$/;
  for (const { name, workflow } of workflows) {
    for (const [, job] of jobsOf(workflow)) {
      for (const uses of [job.uses, ...(job.steps ?? []).map((step) => step.uses)]) {
        if (uses !== undefined) expect([name, uses]).toEqual([name, expect.stringMatching(pinned)]);
      }
    }
  }
});

test('the README documents exactly the secrets and variables the workflows read', () => {
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
      .filter(([, job]) => job.steps && receivesSecret(job))
      .map(([id, job]) => ({ name, id, env: { ...workflow.env, ...job.env } })),
  );
  expect(builds).not.toEqual([]);
  for (const { name, id, env } of builds) {
    const missing = settings.filter((setting) => !(setting in env));
    expect([name, id, missing]).toEqual([name, id, []]);
  }
});
