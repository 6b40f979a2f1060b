// Migrations are listed in code (not read from a folder) so they run the same from
// scripts, from the Next.js server bundle and from tests.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from './dialect';
import { initial } from './migrations/001-initial';

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
  };
}

export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
