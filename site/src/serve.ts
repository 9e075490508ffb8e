/**
 * `npm run serve`: the production layout in the foreground, on a machine without systemd (and in
 * the production end-to-end tests). It runs exactly the commands of the units in deploy/systemd/
 * (units.ts reads them; a template unit once per instance: gx-site@0 … gx-site@<GX_RENDER_INSTANCES-1>),
 * in their order, each with the settings its process reads and no others:
 * a unit's start-up commands to completion, its server until the end. One timestamped line per
 * event. SIGTERM or Ctrl-C stops every server, the last started first. It restarts nothing: a
 * server that ends on its own stops the whole run (exit 1), unless it is one of several site
 * servers and another still runs; under systemd, the unit restarts.
 *   --print-commands   print the commands it would run, one a line, and exit
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { exitOf, forwardLines, stopChild } from 'gx-processes';
import { existsSync } from 'node:fs';
import { repoRoot } from './paths';
import { childEnvironment, readSource, settingsOrExit, variablesOf, type Settings } from './settings';
import { expand, instanceOf, readUnits, type Unit } from './units';

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

/** The variables a unit's commands see: its process's settings, as written, with the paths they expand resolved. */
function unitEnvironment(unit: Unit, settings: Settings): Record<string, string> {
  const source = readSource();
  const env: Record<string, string> = {};
  for (const name of variablesOf(unit.process)) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  // Defaults the commands name (systemd reads them from the environment files, where they are written out).
  if (variablesOf(unit.process).includes('GX_CADDY_DIR')) {
    env['GX_CADDY_DIR'] ??= settings.caddyDir;
    env['GX_RUN_DIR'] ??= settings.runDir;
  }
  return env;
}

/** The node of this run for /usr/bin/node (a host may have another first on PATH); other programs as written. */
function program(command: string[]): string[] {
  const [file = '', ...args] = command;
  return [file === '/usr/bin/node' ? process.execPath : file, ...args];
}

/** The units systemd runs for these settings: each template unit once per site server instance. */
function unitsToRun(settings: Settings): Unit[] {
  return readUnits().flatMap((unit) =>
    unit.template ? Array.from({ length: settings.renderInstances }, (_, instance) => instanceOf(unit, String(instance))) : [unit],
  );
}

export function plannedCommands(settings: Settings): Array<{ unit: string; kind: 'pre' | 'start' | 'post'; command: string[] }> {
  return unitsToRun(settings).flatMap((unit) => {
    const env = unitEnvironment(unit, settings);
    return [
      ...unit.pre.map((command) => ({ unit: unit.name, kind: 'pre' as const, command: expand(command, env) })),
      { unit: unit.name, kind: 'start' as const, command: expand(unit.start, env) },
      ...unit.post.map((command) => ({ unit: unit.name, kind: 'post' as const, command: expand(command, env) })),
    ];
  });
}

function run(unit: Unit, command: string[], env: Record<string, string>): ChildProcess {
  const [file = '', ...args] = program(command);
  if (file.startsWith('/') && !existsSync(file)) {
    throw new Error(`${unit.name}: ${file} is not installed${file.endsWith('/caddy') ? ' (apt-get install -y caddy)' : ''}`);
  }
  const child = spawn(file, args, { cwd: repoRoot, env: { ...childEnvironment(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const name = unit.name.replace(/\.service$/, '');
  forwardLines(child.stdout, (line) => log(`${name}: ${line}`));
  forwardLines(child.stderr, (line) => log(`${name}: ${line}`));
  return child;
}

export async function serve(args: string[]): Promise<void> {
  const settings = settingsOrExit('production');
  if (args.includes('--print-commands')) {
    for (const { unit, kind, command } of plannedCommands(settings)) console.log(`${unit} ${kind}: ${command.join(' ')}`);
    return;
  }
  const started = Date.now();
  const servers: Array<{ unit: Unit; child: ChildProcess }> = [];
  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${reason})`);
    // The last started first; the instances of one template unit together (each drains for a few seconds).
    const reversed = [...servers].reverse();
    while (reversed.length > 0) {
      const name = reversed[0]!.unit.process;
      const others = reversed.findIndex((server) => server.unit.process !== name);
      const group = reversed.splice(0, others === -1 ? reversed.length : others);
      await Promise.all(group.map(({ unit, child }) => stopChild(child).then(() => log(`${unit.name}: stopped`))));
    }
    log('stopped');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('parent ended', 0);
  }, 1000).unref();

  log(`GX site: serving ${settings.siteUrl} (TLS ${settings.tls}; http:// on port ${settings.httpPort} redirects)`);
  try {
    for (const unit of unitsToRun(settings)) {
      const env = unitEnvironment(unit, settings);
      for (const command of unit.pre) {
        const code = await exitOf(run(unit, expand(command, env), env));
        if (code !== 0) throw new Error(`${unit.name}: ${command.slice(1).join(' ')} failed (exit ${code})`);
      }
      log(`${unit.name}: starting`);
      const child = run(unit, expand(unit.start, env), env);
      servers.push({ unit, child });
      void exitOf(child).then((code) => {
        if (stopping) return;
        const ended = `${unit.name} ended on its own (exit ${code ?? 'by a signal'})`;
        // One of several site servers: the others take its requests (Caddy's health check leaves it out).
        const siblings = servers.filter((server) => server.unit.process === unit.process && server.child !== child && server.child.exitCode === null && server.child.signalCode === null);
        if (siblings.length > 0) return log(`${ended}; ${siblings.map((server) => server.unit.name).join(', ')} still serving; nothing is restarted here, systemd restarts a unit`);
        void shutdown(`${ended}; nothing is restarted here, systemd restarts a unit`, 1);
      });
      for (const command of unit.post) {
        const code = await exitOf(run(unit, expand(command, env), env));
        if (code !== 0) throw new Error(`${unit.name}: ${command.slice(1).join(' ')} failed (exit ${code})`);
      }
      log(`${unit.name}: running`);
    }
  } catch (error) {
    log(`start failed: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown('start failed', 1);
    return;
  }
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${settings.siteUrl}/ (health: ${settings.siteUrl}/healthz/ready)`);
}
