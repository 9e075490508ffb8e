// Every `docs/<file>.md#<anchor>` a tracked source file cites must name a heading of that file, and
// no source file may cite a document the repository does not hold (a section sign and number, or
// the old architecture page): a clone must be able to follow every reference.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..', '..');
const SECTION_SIGN = '\u00a7';
// The old architecture page, outside the repository (spelt in two parts so that this file passes).
const OLD_ARCHITECTURE = ['ARCHITECTURE', 'md'].join('.');
const REFERENCE = /docs\/([\w.-]+?)\.md#([\w-]+)((?:(?:,\s*|\s+and\s+)#[\w-]+)*)/g;

/** The anchors GitHub gives a markdown file's headings (a repeated heading gets -1, -2, …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const text = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (text === undefined) continue;
    const base = text
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The references of one line. `docs/rules.md#states, #validation and #roles` is three: the bare
 * anchors after a reference belong to the same file.
 */
export function referencesIn(line: string): Array<{ what: string; doc: string; anchor: string }> {
  const found: Array<{ what: string; doc: string; anchor: string }> = [];
  for (const [what, doc = '', first = '', rest = ''] of line.matchAll(REFERENCE)) {
    const more = rest.split(/,\s*|\s+and\s+/).map((part) => part.replace('#', '')).filter(Boolean);
    for (const anchor of [first, ...more]) found.push({ what, doc, anchor });
  }
  return found;
}

/** Tracked files that are source text: not markdown, not binary. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return listed.filter((file) => {
    if (/\.(md|png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz|br)$/i.test(file)) return false;
    const path = join(root, file);
    if (!existsSync(path)) return false;
    return !readFileSync(path).includes(0);
  });
}

interface Finding {
  where: string;
  what: string;
}

function scan(): { references: Array<Finding & { doc: string; anchor: string }>; forbidden: Finding[] } {
  const references: Array<Finding & { doc: string; anchor: string }> = [];
  const forbidden: Finding[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const reference of referencesIn(line)) references.push({ where, ...reference });
      if (line.includes(SECTION_SIGN)) forbidden.push({ where, what: line.trim() });
      if (line.includes(OLD_ARCHITECTURE)) forbidden.push({ where, what: line.trim() });
    });
  }
  return { references, forbidden };
}

test('headingAnchors slugs headings as GitHub does', () => {
  const anchors = headingAnchors('# Product rules\n## Screens\n### IT solutions\n```\n# not a heading\n```\n### Thank-you\n## Screens\n');
  assert.deepEqual([...anchors], ['product-rules', 'screens', 'it-solutions', 'thank-you', 'screens-1']);
});

test('referencesIn reads a reference and the bare anchors that follow it', () => {
  const line = '// (docs/rules.md#states, #validation and #roles; see docs/architecture.md#ports) #not-this';
  assert.deepEqual(
    referencesIn(line).map(({ doc, anchor }) => `${doc}#${anchor}`),
    ['rules#states', 'rules#validation', 'rules#roles', 'architecture#ports'],
  );
});

test('every docs/<file>.md#<anchor> in the source names a heading of that file', () => {
  const anchorsOf = new Map<string, Set<string> | null>();
  const broken: string[] = [];
  for (const reference of scan().references) {
    if (!anchorsOf.has(reference.doc)) {
      const path = join(root, 'docs', `${reference.doc}.md`);
      anchorsOf.set(reference.doc, existsSync(path) ? headingAnchors(readFileSync(path, 'utf8')) : null);
    }
    const anchors = anchorsOf.get(reference.doc);
    if (!anchors) broken.push(`${reference.where}: ${reference.what} (no docs/${reference.doc}.md)`);
    else if (!anchors.has(reference.anchor)) broken.push(`${reference.where}: ${reference.what} (no such heading)`);
  }
  assert.deepEqual(broken, [], `references that do not resolve:\n${broken.join('\n')}`);
});

test('no source file cites a section number or a document outside the repository', () => {
  const found = scan().forbidden.map(({ where, what }) => `${where}: ${what}`);
  assert.deepEqual(found, [], `write these as docs/rules.md#<anchor> or docs/architecture.md#<anchor>:\n${found.join('\n')}`);
});
