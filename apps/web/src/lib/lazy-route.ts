const CHUNK_TIMEOUT_MS = 120_000;

/** Thrown when a page's code did not arrive in time; the route error offers a reload. */
export class ChunkLoadError extends Error {
  constructor() {
    super('CHUNK_LOAD_FAILED');
  }
}

/**
 * Wraps a route module import for React Router's `lazy`: gives up after 120 s, and turns any
 * loading failure into a ChunkLoadError so the error page can offer a reload.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        () => {
          clearTimeout(timer);
          reject(new ChunkLoadError());
        },
      );
    });
}
