// Document numbers (docs/rules/seller.md#document-numbers): one consecutive series per
// company, kind and Indian financial year, taken inside the issuing transaction; no gaps
// and no duplicates under concurrent issue, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { financialYearOf, formatDocumentNumber, indianDateOf, nextDocumentNumber } from '@/lib/documents/numbering';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

const take = (companyId: number, kind: 'invoice' | 'credit_note', at?: Date) =>
  writeTransaction(database, (tx) => nextDocumentNumber(tx, companyId, kind, at));

describe('financial year', () => {
  it('changes at midnight IST between 31 March and 1 April', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27'); // 31 March 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28'); // 1 April 00:00 IST
    expect(financialYearOf(new Date('2026-04-01T00:00:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
    expect(indianDateOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-04-01');
  });

  it('formats numbers in at most 16 characters', () => {
    expect(formatDocumentNumber('INV', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(formatDocumentNumber('CN', '2026-27', 42)).toBe('CN/26-27/000042');
    expect(formatDocumentNumber('INVC', '2026-27', 7)).toBe('INVC/26-27/00007');
    expect(() => formatDocumentNumber('INV', '2026-27', 1_000_000)).toThrow(/longer than 16/);
    expect(() => formatDocumentNumber('IN V', '2026-27', 1)).toThrow(/prefix/);
  });
});

describe('nextDocumentNumber', () => {
  it('starts a new series at 1 when the financial year changes (31 March 23:59 vs 1 April 00:00 IST)', async () => {
    const company = 901;
    const march = await take(company, 'invoice', new Date('2027-03-31T18:29:00.000Z'));
    const march2 = await take(company, 'invoice', new Date('2027-03-31T18:29:59.000Z'));
    const april = await take(company, 'invoice', new Date('2027-03-31T18:30:00.000Z'));
    expect([march.number, march2.number, april.number]).toEqual(['INV/26-27/000001', 'INV/26-27/000002', 'INV/27-28/000001']);
    expect(april).toMatchObject({ financialYear: '2027-28', sequence: 1 });
  });

  it('keeps invoices, credit notes and companies apart', async () => {
    const at = new Date('2026-06-01T06:00:00.000Z');
    expect((await take(902, 'invoice', at)).number).toBe('INV/26-27/000001');
    expect((await take(902, 'credit_note', at)).number).toBe('CN/26-27/000001');
    expect((await take(903, 'invoice', at)).number).toBe('INV/26-27/000001');
    expect((await take(902, 'invoice', at)).number).toBe('INV/26-27/000002');
  });

  it('a transaction that rolls back gives its number back: no gap', async () => {
    const at = new Date('2026-07-01T06:00:00.000Z');
    expect((await take(904, 'invoice', at)).sequence).toBe(1);
    await expect(
      writeTransaction(database, async (tx) => {
        await nextDocumentNumber(tx, 904, 'invoice', at);
        throw new Error('the issue failed');
      }),
    ).rejects.toThrow('the issue failed');
    expect((await take(904, 'invoice', at)).sequence).toBe(2);
  });

  it(`30 concurrent issues get 1..30, no gaps and no duplicates`, async () => {
    const at = new Date('2026-08-01T06:00:00.000Z');
    const taken = await Promise.all(
      Array.from({ length: 30 }, () =>
        writeTransaction(database, async (tx) => {
          const numbered = await nextDocumentNumber(tx, 905, 'invoice', at);
          // Something else in the same transaction before it commits, as an issue does.
          await tx.selectFrom('document_counters').select('last_sequence').where('company_id', '=', 905).execute();
          return numbered;
        }),
      ),
    );
    const sequences = taken.map((t) => t.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(taken.map((t) => t.number)).size).toBe(30);
    const counter = await database.db.selectFrom('document_counters').select('last_sequence').where('company_id', '=', 905).executeTakeFirstOrThrow();
    expect(Number(counter.last_sequence)).toBe(30);
  });
});
