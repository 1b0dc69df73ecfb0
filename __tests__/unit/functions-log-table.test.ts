/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// functions/README.md says what each function logs: a function added without its row fails here.

const functionsDir = path.join(process.cwd(), 'functions');
const exported = [
  ...fs
    .readFileSync(path.join(functionsDir, 'src', 'index.ts'), 'utf8')
    .matchAll(/^export const (\w+)/gm),
].map(([, name]) => name);

const readme = fs.readFileSync(path.join(functionsDir, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## What is logged'));
/** The names in backticks in the table's first column (`newsletter*` stands for each newsletter function). */
const named = section
  .split('\n')
  .filter((line) => line.startsWith('| '))
  .flatMap((line) => [...line.split('|')[1].matchAll(/`([\w*]+)`/g)].map(([, name]) => name));

test("the log table has a row for each of the functions' exports", () => {
  expect(exported.length).toBeGreaterThan(10);
  const covered = (name: string) =>
    named.some((pattern) => new RegExp(`^${pattern.replace('*', '\\w*')}$`).test(name));
  expect(exported.filter((name) => !covered(name))).toEqual([]);
});
