/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// Where code runs, read from the sources' imports (type-only imports left out: they are erased):
// - browser code: a 'use client' file, or a module marked `import 'client-only'`;
// - build-time code: a module marked `import 'server-only'`, which Next's bundler refuses in a
//   client component; the marker is nothing elsewhere (lib/server-only/index.js);
// - what the Cloud Functions take from the site: modules whose first line is `// @shared`, which
//   import nothing else, no package either (the functions' bundle leaves packages to
//   functions/package.json, scripts/build-functions.ts), and run in a browser as well as in Node.
// Each check names the file at fault and the chain of imports that reaches it.

const root = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib', 'functions/src'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const SHARED_MARK = /^\/\/ @shared\b/;

interface Module {
  /** The runtime imports of the project's own files, resolved to paths from the root. */
  locals: string[];
  /** Node's built-in modules it imports (node:fs, path, ...). */
  builtins: string[];
  /** Its imports of npm packages, markers included, as written. */
  packages: string[];
  useClient: boolean;
  serverOnly: boolean;
  clientOnly: boolean;
  shared: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => EXTENSIONS.includes(path.extname(file)) && !file.endsWith('.d.ts'));
}

/** The project's file an import names (`@/…` or relative), as TypeScript and Next resolve it. */
function resolveLocal(from: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(root, path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) throw new Error(`${from}: cannot find the file "${specifier}" names`);
  return path.relative(root, found).split(path.sep).join('/');
}

/** What a module imports at runtime: static imports and re-exports, import() and require(). */
function runtimeSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          allTypes(clause.namedBindings.elements));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly || (clause && ts.isNamedExports(clause) && allTypes(clause.elements));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function directives(source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    found.push(statement.expression.text);
  }
  return found;
}

const modules = new Map<string, Module>();

/** A module by its path from the root; a file that is not code (JSON, CSS) imports nothing. */
function moduleAt(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  if (!EXTENSIONS.includes(path.extname(file))) {
    const leaf: Module = {
      locals: [],
      builtins: [],
      packages: [],
      useClient: false,
      serverOnly: false,
      clientOnly: false,
      shared: false,
    };
    modules.set(file, leaf);
    return leaf;
  }
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = runtimeSpecifiers(source);
  const local = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('@/');
  const parsed: Module = {
    locals: specifiers.filter(local).map((specifier) => resolveLocal(file, specifier)),
    builtins: specifiers.filter((specifier) => !local(specifier) && isBuiltin(specifier)),
    packages: specifiers.filter((specifier) => !local(specifier) && !isBuiltin(specifier)),
    useClient: directives(source).includes('use client'),
    serverOnly: specifiers.includes('server-only'),
    clientOnly: specifiers.includes('client-only'),
    shared: SHARED_MARK.test(text),
  };
  modules.set(file, parsed);
  return parsed;
}

/**
 * Every module `roots` reach, each with the chain of imports from a root that reaches it first;
 * the walk goes on past the modules `through` accepts (all, unless given).
 */
function reach(roots: string[], through: (file: string) => boolean = () => true) {
  const chains = new Map<string, string[]>(roots.map((file) => [file, [file]]));
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!through(file)) continue;
    for (const next of moduleAt(file).locals) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

const show = (chain: string[]) => chain.join(' -> ');

const files = SOURCE_DIRS.flatMap(sourceFiles);
const browserRoots = files.filter((file) => moduleAt(file).useClient || moduleAt(file).clientOnly);
const functionRoots = files.filter((file) => file.startsWith('functions/src/'));
const pageRoots = files.filter((file) => file.startsWith('app/'));
const sharedModules = files.filter((file) => moduleAt(file).shared);

test('the walk finds what the checks are about', () => {
  expect(browserRoots.length).toBeGreaterThan(10);
  expect(functionRoots).toContain('functions/src/index.ts');
  expect(pageRoots).toContain('app/[locale]/layout.tsx');
  expect(files.filter((file) => moduleAt(file).serverOnly).length).toBeGreaterThan(0);
  expect(sharedModules.length).toBeGreaterThan(0);
});

test('no module the browser runs imports Node, or a module marked server-only', () => {
  const problems = [...reach(browserRoots).entries()].flatMap(([file, chain]) => {
    const { builtins, serverOnly } = moduleAt(file);
    const faults = [
      ...(builtins.length > 0 ? [`imports ${builtins.join(', ')}, which no browser has`] : []),
      ...(serverOnly ? ['is marked server-only (build time)'] : []),
    ];
    return faults.length > 0 ? [`${show(chain)}: ${file} ${faults.join(' and ')}`] : [];
  });
  expect(problems).toEqual([]);
});

test('every module the pages reach that imports Node is marked server-only', () => {
  const problems = [...reach(pageRoots).entries()]
    .filter(([file]) => moduleAt(file).builtins.length > 0 && !moduleAt(file).serverOnly)
    .map(
      ([file, chain]) =>
        `${show(chain)}: ${file} imports ${moduleAt(file).builtins.join(', ')} and lacks ` +
        `import 'server-only', with which Next refuses it in a client component`,
    );
  expect(problems).toEqual([]);
});

const functionCode = (file: string) => file.startsWith('functions/src/') || moduleAt(file).shared;

test('the functions import nothing of the site but modules marked @shared', () => {
  // Up to the first module that is not, which is the one to mark or to stop importing.
  const reached = reach(functionRoots, functionCode);
  const problems = [...reached.entries()]
    .filter(([file]) => !functionCode(file))
    .map(
      ([file, chain]) =>
        `${show(chain)}: ${file} is not marked @shared (first line \`// @shared: …\`), ` +
        'so the functions may not import it',
    );
  expect(problems).toEqual([]);
});

test('a module marked @shared imports only other @shared modules, and the functions use it', () => {
  const reached = reach(functionRoots);
  const problems = sharedModules.flatMap((file) => {
    const { locals, builtins, packages } = moduleAt(file);
    return [
      ...[...builtins, ...packages].map((name) => `${file} is @shared, yet imports ${name}`),
      ...locals
        .filter((local) => !moduleAt(local).shared)
        .map((local) => `${file} is @shared, yet imports ${local}, which is not`),
      ...(reached.has(file) ? [] : [`${file} is marked @shared, but no function imports it`]),
    ];
  });
  expect(problems).toEqual([]);
});
