/**
 * Edit distance between two texts, counted in code points. Stops as soon as the distance must exceed
 * `max` and then answers `max + 1`, so a guess costs at most O(len × len) and usually far less.
 */
export function levenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0 || t.length === 0) return Math.max(s.length, t.length);

  let previous = new Uint32Array(t.length + 1);
  let current = new Uint32Array(t.length + 1);
  for (let j = 0; j <= t.length; j++) previous[j] = j;

  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const substitution = previous[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later cell descends from some cell of this row, so the distance can only be larger.
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  const distance = previous[t.length]!;
  return distance > max ? max + 1 : distance;
}
