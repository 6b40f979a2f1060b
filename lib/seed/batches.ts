// Multi-row inserts are what makes seeding fast, but one statement may bind only so
// many values: SQLite allows 32,766 and PostgreSQL 65,535. Rows are split to stay
// under both.
const MAX_PARAMETERS = 30_000;

export function inChunks<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += perChunk) chunks.push(rows.slice(i, i + perChunk));
  return chunks;
}
