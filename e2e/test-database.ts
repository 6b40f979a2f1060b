// The test server's own database (a SQLite file, playwright.config.ts), for the set-up a
// test cannot do through a screen or a call of its own: a write or a read, then closed.
import Database from 'better-sqlite3';

export function inE2eDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(process.env.E2E_DATABASE_FILE ?? 'data/e2e.db');
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}
