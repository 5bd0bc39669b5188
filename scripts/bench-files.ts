// Customer files: upload and download of a 20 MB file (the default limit) over HTTP on PGlite, as a
// therapist would (multipart upload with the CSRF header; download of the bytes). Median of 5 runs
// after one warm-up each, in MB/s (MB = 1,048,576 bytes).
import { randomBytes } from 'node:crypto';
import { ROLES } from '@praxis/domain';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { insertCustomers } from './bench-data.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-03-01T06:00:00Z');
const MB = 1024 * 1024;
const RUNS = 5;
const bench = await openBenchDatabase();
try {
  const [customerId] = await insertCustomers(bench.db, 1);
  const [therapist] = await bench.db.insert(schema.users).values({ email: 'files-therapist@example.com' }).returning({ id: schema.users.id });
  await bench.db.insert(schema.userRoles).values({ userId: therapist!.id, roleId: ROLES.therapist });
  const token = newToken();
  await bench.db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: therapist!.id, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  const headers = { cookie: `sid=${token}; XSRF-TOKEN=bench`, 'x-xsrf-token': 'bench' };
  // A PDF header and random bytes: 20 MB exactly, nothing to compress.
  const content = Buffer.from('%PDF-1.7\n%bench\n', 'latin1');
  const file = Buffer.concat([content, randomBytes(20 * MB - content.length)]);

  const server = await bench.serve(NOW);
  try {
    const uploads: number[] = [];
    let fileId = 0;
    for (let i = 0; i <= RUNS; i++) {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), `bericht-${i}.pdf`);
      const started = performance.now();
      const response = await fetch(`${server.address}/api/staff/customers/${customerId}/files`, { method: 'POST', headers, body: form });
      const answer = (await response.json()) as { file?: { id: number } };
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
      if (i > 0) uploads.push(performance.now() - started);
      fileId = answer.file!.id;
    }
    const downloads: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const response = await fetch(`${server.address}/api/staff/files/${fileId}`, { headers: { cookie: headers.cookie } });
      const body = await response.arrayBuffer();
      if (!response.ok || body.byteLength !== file.length) throw new Error(`download answered ${response.status} with ${body.byteLength} bytes`);
      if (i > 0) downloads.push(performance.now() - started);
    }
    const rate = (ms: number) => (file.length / MB / (ms / 1000)).toFixed(1);
    const up = percentiles(uploads);
    const down = percentiles(downloads);
    console.log(`customer file upload, 20 MB (multipart, type check, quota lock, insert): median ${up.median.toFixed(0)} ms = ${rate(up.median)} MB/s`);
    console.log(`customer file download, 20 MB (audited): median ${down.median.toFixed(0)} ms = ${rate(down.median)} MB/s`);
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
