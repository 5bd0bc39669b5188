// Treatment records over HTTP on PGlite: saving one view of 800 strokes (40,000 points), the largest
// view the limits allow (its CPU time is the budget: 300 ms), reading the drawing back, saving a journal version, and the treatment record PDF
// with that drawing (median and p95 of 20 after 3 warm-up rounds).
import { LIMITS, ROLES } from '@praxis/domain';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { insertBookingGrid, insertCustomers } from './bench-data.ts';
import { openBenchDatabase, percentiles } from './bench-server.ts';

const NOW = new Date('2027-03-01T06:00:00Z');
const bench = await openBenchDatabase();
try {
  const customerIds = await insertCustomers(bench.db, 50);
  const [booking] = await insertBookingGrid(bench.db, {
    firstDay: '2027-02-01',
    count: 200,
    therapistIds: bench.therapistIds,
    customerIds,
    cancelledEvery: 1_000,
    now: NOW,
  });
  const [therapist] = await bench.db.insert(schema.users).values({ email: 'bench.therapist@example.com', firstName: 'Lea', lastName: 'Brunner' }).returning();
  await bench.db.insert(schema.userRoles).values({ userId: therapist!.id, roleId: ROLES.therapist });
  const token = newToken();
  await bench.db.insert(schema.sessions).values({ tokenHash: hashToken(token), userId: therapist!.id, expiresAt: new Date(NOW.getTime() + 86_400_000) });
  const headers = { cookie: `sid=${token}; XSRF-TOKEN=bench`, 'x-xsrf-token': 'bench', 'content-type': 'application/json' };

  const strokes = Array.from({ length: 800 }, (_, s) => ({
    pen: (['s', 'm', 'l'] as const)[s % 3],
    colour: (['black', 'red', 'green', 'blue', 'yellow'] as const)[s % 5],
    points: Array.from({ length: 50 }, (_, p) => [Math.round(((s * 7 + p * 3) % 480) + 10), Math.round(((s * 13 + p * 5) % 980) + 10), 0.3 + (p % 7) / 10]),
  }));
  const drawing = JSON.stringify({ strokes });
  // The largest view the limits allow, with fractional coordinates as a pen gives them.
  const largest = JSON.stringify({
    strokes: Array.from({ length: LIMITS.drawingStrokes }, (_, s) => ({
      pen: 'm',
      colour: 'red',
      points: Array.from({ length: LIMITS.drawingPoints / LIMITS.drawingStrokes }, (_, p) => [
        ((s * 7 + p * 3) % 480) + 10.25,
        ((s * 13 + p * 5) % 980) + 10.5,
        0.5,
      ]),
    })),
  });
  const server = await bench.serve(NOW);
  const base = `${server.address}/api/staff/bookings/${booking!.id}`;
  // CPU time of this process (server and client share it; the client only sends a prepared body).
  const measure = async (label: string, run: (i: number) => Promise<Response>, rounds = 23) => {
    const times: number[] = [];
    const cpu: number[] = [];
    let size = 0;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const response = await run(i);
      const body = await response.arrayBuffer();
      const used = process.cpuUsage(cpuBefore);
      if (!response.ok) throw new Error(`${label} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
      if (i >= 3) {
        times.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      size = body.byteLength;
    }
    const { median, p95 } = percentiles(times);
    const cpuP = percentiles(cpu);
    console.log(
      `${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; CPU median ${cpuP.median.toFixed(1)} ms, p95 ${cpuP.p95.toFixed(1)} ms (${(size / 1024).toFixed(0)} KiB answered)`,
    );
  };
  try {
    console.log(`drawing body: ${(drawing.length / 1024 / 1024).toFixed(2)} MB, 800 strokes, 40,000 points`);
    await measure('save a view of 800 strokes', () => fetch(`${base}/drawings/back`, { method: 'PUT', headers, body: drawing }));
    console.log(
      `largest drawing body: ${(largest.length / 1024 / 1024).toFixed(2)} MB, ${LIMITS.drawingStrokes} strokes, ${LIMITS.drawingPoints} points (target: at most 300 ms of CPU)`,
    );
    await measure('save the largest view the limits allow', () => fetch(`${base}/drawings/front`, { method: 'PUT', headers, body: largest }), 13);
    await measure('read the drawing back', () => fetch(`${base}/drawings`, { headers }));
    let version = 0;
    await measure('save a journal version', async (i) => {
      const response = await fetch(`${base}/journal`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ history: `Anamnese ${i}`, treatment: 'Rücken', notes: '', diagnosis: 'Hartspann', version }),
      });
      version += 1;
      return response;
    });
    await measure('treatment record PDF with that drawing', () => fetch(`${base}/record.pdf`, { headers }));
  } finally {
    await server.stop();
  }
} finally {
  await bench.close();
}
