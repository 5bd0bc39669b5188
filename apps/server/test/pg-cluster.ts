import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A throwaway PostgreSQL server for tests and benchmarks. */
export interface PgCluster {
  /** Connection URL of database `name` on this server. */
  url(name?: string): string;
  /** `pg_ctl restart -m fast`: every connection is ended (57P01), the server is back when it resolves. */
  restart(): Promise<void>;
  /** Stops (SIGSTOP) or resumes (SIGCONT) the server and all its processes: a database that hangs. */
  freeze(): void;
  thaw(): void;
  stop(): void;
}

/** Finds PostgreSQL's server binaries: Debian's /usr/lib/postgresql/<version>/bin, newest first. */
export function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  return path ? path.replace(/\/initdb$/, '') : null;
}

/** Signals a server process; one that ended since it was listed (a backend whose client left) is skipped. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Initialises and starts a private PostgreSQL in a temporary folder (as the `postgres` user when
 * running as root, which initdb requires), on a free port, with durability off for speed.
 * `parentDir` puts its folder there (a small disk), `settings` adds server settings (`-c name=value`).
 */
export async function startPgCluster(options: { parentDir?: string; settings?: Record<string, string> } = {}): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found: install the Debian package "postgresql" (or run .ci/run)');
  const dir = mkdtempSync(join(options.parentDir ?? tmpdir(), 'praxis-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const extra = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${extra.join('')}`;
  run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start']);
  const processes = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    url: (name = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${name}`,
    async restart() {
      // NOTE: with its log file, or the new server would hold this call's output pipes open.
      const args = ['-D', data, '-o', serverOptions, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart'];
      // NOTE: asynchronous, so the test's own requests go on while the server restarts.
      await promisify(execFile)(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args);
    },
    freeze: () => processes().forEach((pid) => signal(pid, 'SIGSTOP')),
    thaw: () => processes().forEach((pid) => signal(pid, 'SIGCONT')),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
