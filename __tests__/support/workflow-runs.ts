/**
 * Which jobs of a workflow run, as GitHub Actions decides it from `needs` and `if`, for the values
 * a test gives the contexts: enough of the expression language for what the workflows here write
 * (==, !=, &&, ||, !, parentheses, quoted strings, context paths, always(), success(),
 * contains(needs.*.result, '…')). A job whose `needs` did not all succeed is skipped unless its
 * `if` calls always(); a job that runs succeeds.
 */
export interface WorkflowJobs {
  jobs: Record<string, { needs?: string | string[]; if?: string }>;
}

type Value = string | boolean | string[];

/** "${{ x }}" or a bare expression, as `if` takes either. */
const bare = (expression: string) => expression.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');

const TOKEN = /\s*('(?:[^']|'')*'|==|!=|&&|\|\||!|\(|\)|,|[A-Za-z_][\w.*-]*)/y;

function tokens(expression: string): string[] {
  const found: string[] = [];
  TOKEN.lastIndex = 0;
  const source = expression.trim();
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`cannot read "${source.slice(TOKEN.lastIndex)}" in ${source}`);
    found.push(match[1]);
  }
  return found;
}

function evaluate(expression: string, lookup: (path: string) => Value): boolean {
  const list = tokens(bare(expression));
  let at = 0;
  const next = () => list[at++];
  const peek = () => list[at];
  const truthy = (value: Value) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

  function primary(): Value {
    const token = next();
    if (token === '(') {
      const value = or();
      next();
      return value;
    }
    if (token === '!') return !truthy(primary());
    if (token.startsWith("'")) return token.slice(1, -1).replaceAll("''", "'");
    if (peek() === '(') {
      next();
      const args: Value[] = [];
      while (peek() !== ')') {
        args.push(or());
        if (peek() === ',') next();
      }
      next();
      if (token === 'always') return true;
      if (token === 'success') return lookup('success()') === 'true';
      if (token === 'contains') {
        const [haystack, needle] = args;
        return Array.isArray(haystack)
          ? haystack.includes(String(needle))
          : String(haystack).includes(String(needle));
      }
      throw new Error(`no function ${token}() here`);
    }
    return lookup(token);
  }
  function comparison(): Value {
    const left = primary();
    if (peek() !== '==' && peek() !== '!=') return left;
    const equal = next() === '==';
    const right = primary();
    return (String(left) === String(right)) === equal;
  }
  function and(): Value {
    let value = comparison();
    while (peek() === '&&') {
      next();
      const right = comparison();
      value = truthy(value) && truthy(right);
    }
    return value;
  }
  function or(): Value {
    let value = and();
    while (peek() === '||') {
      next();
      const right = and();
      value = truthy(value) || truthy(right);
    }
    return value;
  }
  return truthy(or());
}

/**
 * The jobs that run, given `contexts` (github.ref, github.event…, and each job's outputs as
 * `needs.<job>.outputs.<name>`: a job's outputs are what the test says they are).
 */
export function jobsThatRun(workflow: WorkflowJobs, contexts: Record<string, string>): string[] {
  const result = new Map<string, 'success' | 'skipped'>();
  const decide = (id: string): 'success' | 'skipped' => {
    const known = result.get(id);
    if (known) return known;
    const job = workflow.jobs[id];
    const needs = job.needs === undefined ? [] : [job.needs].flat();
    const needed = needs.map(decide);
    const lookup = (path: string): Value => {
      if (path === 'needs.*.result') return needed;
      if (path === 'success()') return String(needed.every((one) => one === 'success'));
      const result = /^needs\.([\w-]+)\.result$/.exec(path);
      if (result) return decide(result[1]);
      if (!(path in contexts)) throw new Error(`the test gives no value for ${path}`);
      return contexts[path];
    };
    const condition = job.if ?? 'success()';
    const statusChecked = /\b(always|success|failure|cancelled)\(/.test(condition);
    const gate = statusChecked ? condition : `success() && (${bare(condition)})`;
    const outcome = evaluate(gate, lookup) ? 'success' : 'skipped';
    result.set(id, outcome);
    return outcome;
  };
  return Object.keys(workflow.jobs).filter((id) => decide(id) === 'success');
}
