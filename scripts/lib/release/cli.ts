/**
 * `npm run release -- <command>`: publish, promote, rollback, preview, status, prune, deploy. Exit codes: 0 done
 * (or nothing to do), 1 refused (the message says why; nothing changed), 2 a usage mistake.
 */
import { parseArgs } from 'node:util';
import { readSource } from 'site/settings';
import { previewSecret } from 'site/preview-secret';
import { join } from 'node:path';
import { SettingsError } from 'site/settings';
import { channelNamed, preview, prune, promote, publish, rollback, status, type Output } from './commands';
import { publishServedReleases } from './local';
import { Refusal } from './errors';
import { UsageError } from './remotes';
import { releaseSettings } from './settings';

const USAGE = `Usage: npm run release -- <command>
  publish <remote> [--dist <folder>]                 build the remote and publish it; prints the release id
  promote <remote> <release-id> [--channel C] [--why text]
  rollback <remote> [--channel C] [--why text]       back to the release the channel had before
  preview <remote> <release-id> [--channel C]        a link that shows that release to whoever opens it
  status                                             each channel's releases and the recent history
  prune                                              delete releases no longer kept
  deploy [--channel C]                               publish every remote's finished build (GX_APPS_DIR, no
                                                     rebuild) and promote it where the channel has none yet
Remotes: marketing, exchange, certificates, admin. Channels: production (default), staging.`;

const io: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  say: (line) => process.stderr.write(`${line}\n`),
};

/**
 * The site's GX_PREVIEW_SECRET (the environment or GX_ENV_FILE), or the local one. A link for an
 * https site signed with a local secret would be refused there, so it is not printed.
 */
function previewSecretFor(siteUrl: string): string {
  const configured = readSource()['GX_PREVIEW_SECRET'];
  if (!configured?.trim() && siteUrl.startsWith('https:')) {
    throw new Refusal(`GX_PREVIEW_SECRET is not set: ${siteUrl} checks preview links with its own secret; set the same one here.`);
  }
  return previewSecret(configured);
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { channel: { type: 'string' }, why: { type: 'string' }, dist: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command, remote, id] = positionals;
  const settings = releaseSettings();
  switch (command) {
    case 'publish':
      await publish(settings, remote ?? '', io, { dist: values.dist });
      return 0;
    case 'promote':
      await promote(settings, remote ?? '', id, io, { channel: values.channel, why: values.why });
      return 0;
    case 'rollback':
      await rollback(settings, remote ?? '', io, { channel: values.channel, why: values.why });
      return 0;
    case 'preview':
      await preview(settings, remote ?? '', id, io, { channel: values.channel, secret: previewSecretFor(settings.siteUrl) });
      return 0;
    case 'status':
      status(settings, io);
      return 0;
    case 'prune':
      await prune(settings, io);
      return 0;
    case 'deploy': {
      const channel = channelNamed(values.channel);
      // The builds beside the shell's (GX_APPS_DIR): what `npm run build` wrote.
      const serving = await publishServedReleases(settings, channel, (r) => join(settings.shellDist, '..', '..', r.dir, 'dist'), io.say);
      io.say(`${channel} serves ${Object.entries(serving).map(([key, release]) => `${key} ${release}`).join(', ')}`);
      return 0;
    }
    default:
      if (!values.help) io.say(command ? `Unknown command "${command}".` : 'No command given.');
      io.say(USAGE);
      return values.help ? 0 : 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal) {
      io.say(error.message);
      process.exit(1);
    }
    if (error instanceof SettingsError) {
      io.say(error.message);
      process.exit(2);
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.say(`${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    io.say(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
