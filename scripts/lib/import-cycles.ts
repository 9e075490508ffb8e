/**
 * The workspace's module graph, read with TypeScript's own parser and module resolution, and its
 * import cycles. A cycle makes a module run before the one it imports has finished (an export read
 * at load time is then undefined), and it ties modules together that should stand apart.
 *
 * Counted: `import`, `export … from`, `import()` and `require()` of a string (PocketBase's hooks
 * name their libraries as `${__hooks}/lib/x.js`), wherever they stand: a lazy load or a require
 * inside a function only hides the same knot. Not counted: `import type` and `export type`, which
 * are erased. Checked by import-cycles.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HOOKS_PREFIX = '${__hooks}/';

/** The source files git knows (tracked, or new and not ignored): never node_modules or builds. */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((path) => SOURCE.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(root, path));
}

/** The module names a file loads (now or later), type-only imports left out. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      names.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      names.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      names.push(node.arguments[0].text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments.length === 1) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) names.push(argument.text);
      else if (argument && ts.isTemplateExpression(argument)) {
        // `${__hooks}/lib/x.js`: the hooks folder, wherever PocketBase runs.
        const [span] = argument.templateSpans;
        if (argument.head.text === '' && span && ts.isIdentifier(span.expression) && span.expression.text === '__hooks' && argument.templateSpans.length === 1) {
          names.push(HOOKS_PREFIX + span.literal.text.replace(/^\//, ''));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: false,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Each source file's runtime imports that resolve to another source file of the workspace. */
export function moduleGraph(root: string, files: readonly string[] = sourceFiles(root)): Map<string, string[]> {
  const known = new Set(files);
  const host = ts.sys;
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const edges = new Set<string>();
    for (const name of runtimeImports(file, host.readFile(file) ?? '')) {
      const target = name.startsWith(HOOKS_PREFIX)
        ? join(root, 'pocketbase/pb_hooks', name.slice(HOOKS_PREFIX.length))
        : ts.resolveModuleName(name, file, options, host).resolvedModule?.resolvedFileName;
      if (!target) continue;
      // Workspace packages are links in node_modules: their real path is the source file.
      const real = realpathSync.native(target);
      if (known.has(real) && real !== file) edges.add(real);
    }
    graph.set(file, [...edges]);
  }
  return graph;
}

/**
 * The import cycles: every group of modules that reach each other (Tarjan's strongly connected
 * components), each as one cycle through it, in paths relative to `root`.
 */
export function importCycles(root: string, graph: Map<string, string[]> = moduleGraph(root)): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return groups.map((group) => cycleThrough(group, graph).map((file) => relative(root, file)));
}

/** One cycle inside a group of modules that reach each other: the shortest way back to the first. */
function cycleThrough(group: string[], graph: Map<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return group;
}

export const workspaceRoot = dirname(dirname(dirname(new URL(import.meta.url).pathname)));
