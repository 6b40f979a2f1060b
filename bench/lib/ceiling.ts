// The ceiling of the throughput section: a plain Node `http` server in its own process
// answering fixed HTML bytes (the product page, fetched once from the running shop),
// measured the same way as the shop. No framework can answer faster on this machine
// in the same run, so the shop's requests/s over the ceiling's is the number to watch.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './servers';

const serverCode = `
const http = require('node:http');
const fs = require('node:fs');
const [file, port] = process.argv.slice(1);
const body = fs.readFileSync(file);
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(port), '127.0.0.1', () => process.send && process.send('ready'));
`;

export async function startCeiling(html: Buffer, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const file = path.join(os.tmpdir(), `bench-ceiling-${process.pid}.html`);
  fs.writeFileSync(file, html);
  const child = spawn(process.execPath, ['-e', serverCode, file, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(file, { force: true });
  };
  onCleanup(stop);
  return { origin: `http://127.0.0.1:${port}`, stop };
}
