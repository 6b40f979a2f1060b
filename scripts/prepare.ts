// `npm run db:migrate` (with --no-seed): the start-up step of `npm start` on its own
// (lib/seed/prepare.ts), which the compiled server (dist/server/start.cjs) runs at start.
import { getDatabase } from '@/lib/db';
import { prepareDatabase } from '@/lib/seed/prepare';

const log = (line: string) => console.log(`prepare: ${line}`);

prepareDatabase({ seed: !process.argv.includes('--no-seed'), log })
  .then(() => 0, (error: Error) => {
    console.error(`prepare: failed: ${error.message}`);
    return 1;
  })
  .then(async (code) => {
    await getDatabase().then((opened) => opened.db.destroy()).catch(() => undefined);
    process.exit(code);
  });
