// Leaf module (no imports): the schemas and the completeness helpers both read these, so neither imports the other.

export const COMPLETENESS_STAGES = ['get_started', 'good_start', 'great_progress', 'almost_there', 'complete'] as const;

export function ageOn(birthDate: string | null, today = new Date()): number | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}
