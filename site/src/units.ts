/**
 * The systemd units of production (deploy/systemd/gx-*.service), read as data: `npm run serve`
 * runs exactly their ExecStartPre/ExecStart/ExecStartPost commands, in their After= order, so the
 * foreground runner and systemd cannot drift apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from './paths';
import { PROCESSES, type ProcessName } from './settings';

export const UNITS_DIR = fromRoot('deploy', 'systemd');

export interface Unit {
  /** gx-pocketbase.service; a template's instance: gx-site@1.service */
  name: string;
  /** A template unit (gx-site@.service): run once per instance (instanceOf). */
  template: boolean;
  /** The process whose settings it reads (its environment files hold those only). */
  process: ProcessName;
  after: string[];
  pre: string[][];
  start: string[];
  post: string[][];
  environmentFiles: string[];
}

/** A command line split into words; systemd's double quotes are honoured, nothing else is needed here. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

export function parseUnit(name: string, text: string): Unit {
  const values = (key: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).trim());
  const process = name.replace(/^gx-/, '').replace(/@?\.service$/, '') as ProcessName;
  if (!PROCESSES.includes(process)) throw new Error(`${name}: no process of that name (${PROCESSES.join(', ')})`);
  const [start, ...more] = values('ExecStart');
  if (!start || more.length > 0) throw new Error(`${name}: exactly one ExecStart= expected`);
  return {
    name,
    template: name.endsWith('@.service'),
    process,
    after: values('After').flatMap((line) => line.split(/\s+/)),
    pre: values('ExecStartPre').map(words),
    start: words(start),
    post: values('ExecStartPost').map(words),
    environmentFiles: values('EnvironmentFile'),
  };
}

/** Every gx-*.service of the folder, each after the units it is ordered after. */
export function readUnits(dir = UNITS_DIR): Unit[] {
  const units = readdirSync(dir)
    .filter((file) => /^gx-[a-z]+@?\.service$/.test(file) && file !== 'gx-backup-copy.service')
    .sort()
    .map((file) => parseUnit(file, readFileSync(join(dir, file), 'utf8')));
  const ordered: Unit[] = [];
  const visit = (unit: Unit, path: string[]) => {
    if (ordered.includes(unit)) return;
    if (path.includes(unit.name)) throw new Error(`units ordered in a circle: ${[...path, unit.name].join(' → ')}`);
    for (const name of unit.after) {
      const before = units.find((other) => other.name === name);
      if (before) visit(before, [...path, unit.name]);
    }
    ordered.push(unit);
  };
  for (const unit of units) visit(unit, []);
  return ordered;
}

/** One instance of a template unit: its name and commands with `%i` replaced by the instance, as systemd does. */
export function instanceOf(unit: Unit, instance: string): Unit {
  const name = unit.name.replace(/@\.service$/, `@${instance}.service`);
  const fill = (command: string[]) => command.map((word) => word.replaceAll('%i', instance));
  return { ...unit, name, template: false, pre: unit.pre.map(fill), start: fill(unit.start), post: unit.post.map(fill) };
}

/** A command with ${VARIABLE}s replaced from `env` (as systemd does from the environment files). */
export function expand(command: string[], env: Record<string, string | undefined>): string[] {
  return command.map((word) =>
    word.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
      const value = env[name];
      if (value === undefined) throw new Error(`\${${name}} in a unit's command has no value`);
      return value;
    }),
  );
}
