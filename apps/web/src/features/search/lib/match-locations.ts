/** What the header search needs of a location (a `LocationView` has all of it). */
export interface SearchableLocation {
  id: string;
  locationId: number;
  displayName: string;
  fullAddress: string;
  state: string | null;
}

/**
 * The locations with their lowercase text, built once per data version: every location's name,
 * address and state, joined into one string, and where each location starts in it.
 */
export interface LocationSearchIndex<T extends SearchableLocation> {
  items: readonly T[];
  names: readonly string[];
  text: string;
  starts: Int32Array;
}

export interface LocationSearchResult<T> {
  /** The first `limit` matches: names that start with the text, then names, then the rest. */
  results: T[];
  /** How many locations match in all. */
  total: number;
}

/** Header search minimum length and results shown (spec section 9). */
const SEARCH_MIN_LENGTH = 2;
export const SEARCH_RESULT_LIMIT = 5;

/** The text as the search uses it: trimmed; null when it is too short to search. */
export function searchText(query: string): string | null {
  const text = query.trim();
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}

// Between fields and between locations: characters nobody types, so no match spans two.
const FIELD = '\u0000';
const RECORD = '\u0001';
// eslint-disable-next-line no-control-regex -- the separators above must never be searched for
const SEPARATORS = /[\u0000\u0001]/g;

export function buildLocationSearchIndex<T extends SearchableLocation>(
  items: readonly T[],
): LocationSearchIndex<T> {
  const names = items.map((item) => item.displayName.toLowerCase());
  const starts = new Int32Array(items.length + 1);
  const parts: string[] = [];
  let offset = 0;
  items.forEach((item, i) => {
    const part = `${names[i]}${FIELD}${item.fullAddress.toLowerCase()}${FIELD}${(item.state ?? '').toLowerCase()}${RECORD}`;
    starts[i] = offset;
    offset += part.length;
    parts.push(part);
  });
  starts[items.length] = offset;
  return { items, names, text: parts.join(''), starts };
}

/**
 * Locations whose name, address or state contains the text, case-insensitively (spec section 2,
 * "Header search"). The order of the data is kept within each rank.
 */
export function searchLocations<T extends SearchableLocation>(
  index: LocationSearchIndex<T>,
  query: string,
  limit = SEARCH_RESULT_LIMIT,
): LocationSearchResult<T> {
  const text = searchText(query);
  if (text === null) return { results: [], total: 0 };
  const needle = text.toLowerCase().replace(SEPARATORS, '');
  const ranks: T[][] = [[], [], []];
  let total = 0;
  const { items, names, starts } = index;
  // One indexOf over the whole text finds the next matching location; the search then resumes
  // at the location after it, so each counts once.
  let record = 0;
  let at = needle === '' ? -1 : index.text.indexOf(needle);
  while (at !== -1) {
    while (starts[record + 1]! <= at) record += 1;
    total += 1;
    const name = names[record]!;
    const rank = name.startsWith(needle) ? 0 : name.includes(needle) ? 1 : 2;
    const bucket = ranks[rank]!;
    if (bucket.length < limit) bucket.push(items[record]!);
    at = index.text.indexOf(needle, starts[record + 1]!);
  }
  return { results: ranks.flat().slice(0, limit), total };
}
