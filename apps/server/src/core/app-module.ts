import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * A server module: a folder under `modules/` whose `module.ts` exports one of these (its `index.ts`
 * is what other modules may use, ADR 016). `routes` registers the module's API calls (in its own
 * Fastify scope), `jobs` its timed work, `setup` its answers to other modules' events,
 * `migrateData` its data migrations.
 */
export interface AppModule {
  name: string;
  /** Runs once before any routes: subscribe to other modules' events here. */
  setup?(ctx: AppContext): void;
  /**
   * Runs at every start, after the SQL migrations and before any request: fills from today's data
   * what a new column needs and SQL cannot compute (an issued document's snapshot). Idempotent.
   */
  migrateData?(ctx: AppContext): Promise<void>;
  routes?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  jobs?: readonly JobDefinition[];
}

export const defineModule = (module: AppModule): AppModule => module;
