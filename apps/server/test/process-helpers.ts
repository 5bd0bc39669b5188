import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Resolves once GET `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not healthy after ${timeoutMs} ms`);
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Fields of /proc/<pid>/stat after the command name: state, ppid, process group. */
function procStat(pid: number): { state: string; pgrp: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, pgrp: Number(pgrp) };
  } catch {
    return null;
  }
}

/** True while `pid` runs (a zombie, ended but not yet reaped, does not count). */
export function isRunning(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat.state !== 'Z';
}

/** Running processes of process group `pgid` (Linux /proc). */
export function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => procStat(pid)?.pgrp === pgid && isRunning(pid));
}

/** The command line of `pid`, arguments joined by spaces; '' when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
