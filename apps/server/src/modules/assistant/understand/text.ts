/** Lower case, letters and digits only, single spaces: how questions and names are compared. */
export const normalise = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const words = (value: string) => normalise(value).split(' ').filter(Boolean);

/** Damerau-Levenshtein distance (adjacent swaps count once), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    let best = limit + 1;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return d[a.length]![b.length]!;
}

/** The slips a word of this length may carry and still count: none under 5 letters, 1, then 2. */
const slipsAllowed = (word: string) =>
  /\d/.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;

/** Whether a word of the question stands for a word of a name (equal, or within its slips). */
export function sameWord(asked: string, known: string): boolean {
  if (asked === known) return true;
  const slips = slipsAllowed(known);
  if (slips === 0 || Math.abs(asked.length - known.length) > slips) return false;
  // A slip in both of the first two letters is rarer than a different word: skip those quickly.
  if (asked[0] !== known[0] && asked[1] !== known[1]) return false;
  return editDistance(asked, known, slips) <= slips;
}

export const titleCase = (value: string) =>
  value.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
