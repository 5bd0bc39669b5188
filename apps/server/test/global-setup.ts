import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateUrl: string;
  }
}

export const PG_TEMPLATE = 'praxis_template';

/**
 * Migrates and seeds once per run: a PGlite data dir dumped to a file (each test file loads a
 * clone) and a template database on a private PostgreSQL (each test file copies it).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'praxis-test-'));
  const pglite = await PGlite.create({ extensions: { btree_gist } });
  const handle = wrapPglite(pglite);
  await runMigrations(handle);
  await seedReferenceData(handle.db, 'sample');
  const dump = await pglite.dumpDataDir('none');
  const templateFile = join(dir, 'pglite-template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  let cluster: PgCluster | null = null;
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    cluster = await startPgCluster();
    baseUrl = cluster.url();
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await admin.end();
  const templateUrl = new URL(baseUrl);
  templateUrl.pathname = `/${PG_TEMPLATE}`;
  const postgres = openPostgres(templateUrl.toString());
  await runMigrations(postgres);
  await seedReferenceData(postgres.db, 'sample');
  await postgres.close();

  project.provide('pgliteTemplate', templateFile);
  project.provide('pgTemplateUrl', templateUrl.toString());
  return async () => {
    cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
