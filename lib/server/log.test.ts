// The server's JSON console once whoever read its output has gone (the process that
// started it was killed): writes fail with EPIPE. The lines must be dropped quietly: an
// unhandled write error logged to the same broken stream fails again, and again, and
// keeps the server spinning at full CPU.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const child = `
  const { useJsonConsole } = require('./lib/server/log.ts');
  useJsonConsole();
  process.on('uncaughtException', (error) => { console.error('uncaught', error); });
  process.stdin.once('data', async () => {
    // The reader has closed its end: every line from here on fails.
    for (let i = 0; i < 200; i++) { console.log('line', i); console.error('problem', i); await new Promise((r) => setImmediate(r)); }
    process.exitCode = 0;
    setTimeout(() => process.exit(), 50);
  });
`;

describe('the JSON console', () => {
  it('drops its lines once the reader is gone, and the process carries on and exits normally', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', '-e', child], { stdio: ['pipe', 'pipe', 'pipe'] });
    proc.stdout.destroy();
    proc.stderr.destroy();
    proc.stdin.write('go\n');
    try {
      const code = await Promise.race([
        new Promise<number | null>((resolve) => proc.once('exit', (c) => resolve(c))),
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
      ]);
      expect(code).toBe(0);
    } finally {
      proc.kill('SIGKILL'); // a spinning child must not outlive a failed test
    }
  }, 20_000);
});
