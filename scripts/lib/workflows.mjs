// The GitHub Actions workflows in .github/workflows, and their check against GitHub's workflow
// schema (@action-validator/core: SchemaStore's schema compiled to WebAssembly, so it runs offline).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';

export const WORKFLOWS_DIR = join('.github', 'workflows');

/** The workflow files (`*.yml`, `*.yaml`) under `root`, sorted; none at all is an error. */
export function workflowFiles(root = process.cwd()) {
  const dir = join(root, WORKFLOWS_DIR);
  const names = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  if (names.length === 0) throw new Error(`No workflow files in ${dir}`);
  return names.sort().map((name) => join(dir, name));
}

/**
 * What is wrong with a workflow's YAML text, one line per problem (none when it matches the
 * schema). Where the schema allows one of several shapes, each shape's problems are listed under
 * it: the validator cannot tell which shape was meant.
 */
export function schemaProblems(source) {
  return describe(validateWorkflow(source).errors, '');
}

function describe(errors, indent) {
  return errors.flatMap((error) => {
    // A YAML syntax error has an empty path; its detail gives the line.
    const line = `${indent}${error.path || 'YAML'}: ${error.detail ?? error.title}`;
    const shapes = (error.states ?? []).flatMap((state, index) => [
      `${indent}  shape ${index + 1}:`,
      ...describe(state.errors, `${indent}    `),
    ]);
    return [line, ...shapes];
  });
}
