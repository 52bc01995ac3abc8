/**
 * Edit distance between two short names (insertions, deletions, substitutions).
 *
 * @example
 * editDistance('crosbow', 'crossbow'); // 1: one letter left out
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Known names close to a mistyped one: the nearest by edit distance when it is near
 * enough ("crosbow" → crossbow), else up to three that contain it or that it contains
 * ("pistols" → pistol, duelling-pistol…).
 *
 * @example
 * closestNames('crosbow', ['crossbow', 'short-bow', 'long-bow']); // ['crossbow']
 * closestNames('pistols', ['pistol', 'duelling-pistol', 'bow']); // ['pistol']
 */
export function closestNames(name: string, known: readonly string[]): string[] {
  const wanted = name.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const scored = known.map((candidate) => ({ candidate, distance: editDistance(wanted, candidate) }));
  const best = Math.min(...scored.map((s) => s.distance));
  if (best <= Math.max(2, Math.floor(wanted.length / 4))) return scored.filter((s) => s.distance === best).map((s) => s.candidate);
  return known.filter((candidate) => candidate.includes(wanted) || wanted.includes(candidate)).slice(0, 3);
}
