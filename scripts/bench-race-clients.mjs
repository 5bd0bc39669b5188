// The fifty browsers of `bench-booking.ts`'s race, in a thread of their own: in the server's thread
// their own work (opening connections, writing requests, reading answers) took turns with the
// server's, and was measured as the server's. Gets the server's address, the browsers' cookies,
// whether each keeps its connection open, and one request body per round; answers each request's
// status and milliseconds, round by round.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

// Plain JavaScript: a worker thread does not get the TypeScript loader the script runs with.
const { address, cookies, keepAlive, bodies } = workerData;
const browsers = cookies.map((cookie) => ({ cookie, agent: keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : false }));

const send = (browser, method, path, body) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { cookie: browser.cookie, 'x-xsrf-token': 'bench', ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = request(`${address}${path}`, { method, agent: browser.agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });

// Browsers that keep their connection have it open since the page loaded.
if (keepAlive) await Promise.all(browsers.map((browser) => send(browser, 'GET', '/api/account/me')));
const rounds = [];
for (const body of bodies) rounds.push(await Promise.all(browsers.map((browser) => send(browser, 'POST', '/api/bookings', body))));
for (const browser of browsers) if (browser.agent) browser.agent.destroy();
parentPort.postMessage(rounds);
