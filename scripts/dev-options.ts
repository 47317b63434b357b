// The command line of `npm run dev`: which remotes to rebuild on change, and the host dev server's port.
import { parseArgs } from 'node:util';

export interface DevOptions {
  watchedRemotes: string[];
  /** The host dev server's port: 5173 unless `--port` says otherwise. */
  port: number;
}

export function parseDevOptions(args: string[], allRemotes: string[]): DevOptions {
  const { values } = parseArgs({
    args,
    options: {
      remote: { type: 'string', multiple: true },
      'no-remotes': { type: 'boolean', default: false },
      port: { type: 'string' },
    },
  });
  const unknown = (values.remote ?? []).filter((name) => !allRemotes.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown remote ${unknown.join(', ')}; known: ${allRemotes.join(', ')}`);
  const port = values.port === undefined ? 5173 : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port wants a TCP port, not ${values.port}`);
  return {
    watchedRemotes: values['no-remotes'] ? [] : (values.remote ?? allRemotes),
    port,
  };
}
