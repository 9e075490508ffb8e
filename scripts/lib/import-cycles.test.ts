// No module of the workspace imports itself back through others (scripts/lib/import-cycles.ts):
// `node --import tsx --test scripts/lib/import-cycles.test.ts`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importCycles, moduleGraph, runtimeImports, workspaceRoot } from './import-cycles';

test('the workspace has no import cycle', () => {
  const graph = moduleGraph(workspaceRoot);
  // The graph is the real one: the shell's server entry reaches shared-ui through its package name.
  const render = [...graph.keys()].find((file) => file.endsWith('shell/src/server/render.tsx'));
  assert.ok(render && graph.get(render)!.some((file) => file.endsWith('shared-ui/src/server.ts')), 'package imports resolve to workspace sources');
  const cycles = importCycles(workspaceRoot, graph);
  assert.deepEqual(cycles.map((cycle) => cycle.join(' -> ')), []);
});

test('a cycle is found, and a type-only import is not part of one', () => {
  const graph = new Map([
    ['/w/a.ts', ['/w/b.ts']],
    ['/w/b.ts', ['/w/c.ts']],
    ['/w/c.ts', ['/w/a.ts']],
    ['/w/d.ts', ['/w/a.ts']],
  ]);
  assert.deepEqual(importCycles('/w', graph), [['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  const names = runtimeImports(
    'x.ts',
    [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export type { C } from './c';",
      "export { d } from './d';",
      "const e = () => import('./e');",
      "const f = require(`${__hooks}/lib/f.js`);",
      "import { type G } from './g';",
    ].join('\n'),
  );
  assert.deepEqual(names, ['./a', './d', './e', '${__hooks}/lib/f.js', './g']);
});
