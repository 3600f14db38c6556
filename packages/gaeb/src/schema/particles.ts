/** An element a complex type allows, flattened out of its sequences and choices. */
export interface Particle {
  name: string;
  type: string;
  optional: boolean;
  /** Elements of one repeated group share a rank: their order among each other is free. */
  rank: number;
}

/** The next free rank after the particles so far. */
export const nextRank = (out: Particle[]): number => (out.at(-1)?.rank ?? -1) + 1;

/** "A:tA B:tB?,C:tC?": groups of equal rank separated by spaces, elements of one group by commas. */
export function formatChildren(particles: Particle[]): string {
  const groups: string[][] = [];
  let lastRank: number | null = null;
  for (const p of particles) {
    const entry = `${p.name}:${p.type}${p.optional ? '?' : ''}`;
    if (p.rank === lastRank) groups.at(-1)?.push(entry);
    else groups.push([entry]);
    lastRank = p.rank;
  }
  return groups.map((group) => group.join(',')).join(' ');
}

/** Inverse of formatChildren. */
export function parseChildren(c: string): Particle[] {
  return c.split(' ').flatMap((group, rank) =>
    group.split(',').map((entry) => {
      const optional = entry.endsWith('?');
      const [name = '', type = ''] = (optional ? entry.slice(0, -1) : entry).split(':');
      return { name, type, optional, rank };
    }),
  );
}

/** One entry per element name at its first position; optional only if optional everywhere. */
export function dedupe(particles: Particle[]): Particle[] {
  const byName = new Map<string, Particle>();
  for (const p of particles) {
    const seen = byName.get(p.name);
    if (seen === undefined) byName.set(p.name, { ...p });
    else seen.optional &&= p.optional;
  }
  return [...byName.values()];
}
