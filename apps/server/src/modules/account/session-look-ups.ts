/** What a look-up answers per session: enough to match it to its request and check its expiry. */
export interface FoundSession {
  session: { tokenHash: string; expiresAt: Date };
}

/** Reads the sessions of these token hashes that are live at `now` (not revoked, not expired). */
export type ReadLiveSessions<T> = (tokenHashes: string[], now: Date) => Promise<T[]>;

interface Waiting<T> {
  tokenHash: string;
  now: Date;
  resolve: (found: T | undefined) => void;
  reject: (error: unknown) => void;
}

/** At most this many sessions in one statement. */
export const LOOK_UP_BATCH = 100;

/**
 * Session look-ups of requests that arrive together, read with one statement. NOTE: a statement
 * costs about a millisecond on PGlite however few rows it reads, and every API request looks up
 * its session first: fifty customers asking for one freed slot spent most of the race here
 * (issue 19). Nothing is kept between statements, so a revoked session or a changed role counts
 * from the next request on, as with one statement per request.
 */
export class SessionLookUps<T extends FoundSession> {
  private waiting: Waiting<T>[] = [];
  private running = false;

  constructor(private readonly read: ReadLiveSessions<T>) {}

  find(tokenHash: string, now: Date): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, now, resolve, reject });
      if (this.running) return;
      this.running = true;
      // NOTE: after the pending input, not at once: on PGlite a request's statements complete
      // without giving the event loop a turn, so requests that arrived together would otherwise
      // be read one by one. An idle server loses one turn of the loop (microseconds).
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, LOOK_UP_BATCH);
        // Read at the batch's earliest moment; each request then checks the expiry against its
        // own moment, so every request is answered as a statement of its own would answer it.
        let earliest = batch[0]!.now;
        for (const w of batch) if (w.now < earliest) earliest = w.now;
        try {
          const rows = await this.read([...new Set(batch.map((w) => w.tokenHash))], earliest);
          const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
          for (const w of batch) {
            const row = byHash.get(w.tokenHash);
            w.resolve(row && row.session.expiresAt > w.now ? row : undefined);
          }
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
