// Which database this process talks to: PostgreSQL when DATABASE_URL is a postgres
// URL, otherwise the embedded SQLite file (the demo default).
export type DialectName = 'sqlite' | 'postgres';

export function dialectFor(url: string | undefined): DialectName {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}
