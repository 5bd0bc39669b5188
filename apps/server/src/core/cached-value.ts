/**
 * A value read from the database at most once per `ttlMs`, for code that must answer synchronously
 * (a security header). Concurrent refreshes share one read; a failed read keeps the last value.
 */
export class CachedValue<T> {
  private value: T;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    initial: T,
    private readonly ttlMs: number,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {
    this.value = initial;
  }

  /** The last value read or set. */
  current(): T {
    return this.value;
  }

  /** Replaces the value at once (this instance just stored it). */
  set(value: T): void {
    this.value = value;
    this.loadedAt = this.now().getTime();
  }

  /** Reads again when the value is older than the cache time. */
  async refreshIfStale(): Promise<void> {
    if (this.now().getTime() - this.loadedAt < this.ttlMs) return;
    this.loading ??= this.load()
      .then((value) => this.set(value))
      .catch(this.onError)
      .finally(() => {
        this.loading = null;
      });
    await this.loading;
  }
}
