import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** Graceful stop (SIGTERM), waiting for the exit. */
  stop(): Promise<void>;
  /** A crash: SIGKILL, no shutdown hooks. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Another entry than the site's: the sandbox gateway's or the demo provider's server. */
  entry?: string;
  /** Receives what the process prints on standard output (still echoed). */
  onOutput?: (text: string) => void;
}

/** Starts the real server (`npm run serve`'s entry, or `opts.entry`) with `env` and waits for /health. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  opts: StartOptions = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'apps/server/src/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(listenPort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', opts.onOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    opts.onOutput?.(chunk.toString());
  });
  const baseURL = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const exit = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return { baseURL, child, stop: exit('SIGTERM'), kill: exit('SIGKILL') };
}
