import { sameWord, words } from './text';

/** One of the organisation's live locations, as the assistant knows it. */
export interface KnownLocation {
  locationId: number;
  /** The name records and screens show (`locationDisplayName`). */
  name: string;
  city: string | null;
  state: string | null;
  status: string;
}

type PlaceKind = 'state' | 'city' | 'location';

/** A place of the organisation a question named, and the locations it covers. */
export interface PlaceMatch {
  kind: PlaceKind;
  /** As the organisation writes it: 'Maharashtra', 'Pune', 'Andheri West Branch'. */
  label: string;
  locationIds: number[];
}

interface Phrase {
  kind: PlaceKind;
  label: string;
  words: string[];
  locationIds: number[];
}

/** Words that say what a place is, never which: "Andheri West Branch" is found by "Andheri". */
const GENERIC = new Set([
  'branch',
  'branches',
  'atm',
  'atms',
  'office',
  'offices',
  'regional',
  'location',
  'locations',
  'site',
  'sites',
  'the',
  'of',
  'and',
]);

/** The organisation's places by how they are written: states, cities, location names. */
export class Gazetteer {
  private readonly phrases: Phrase[] = [];
  readonly byNumber = new Map<number, KnownLocation>();

  constructor(readonly locations: KnownLocation[]) {
    const groups = new Map<string, Phrase>();
    const add = (kind: PlaceKind, label: string | null, location: KnownLocation) => {
      if (!label || !label.trim()) return;
      const key = `${kind}:${words(label).join(' ')}`;
      const known = groups.get(key);
      if (known) known.locationIds.push(location.locationId);
      else
        groups.set(key, {
          kind,
          label: label.trim(),
          words: words(label),
          locationIds: [location.locationId],
        });
    };
    for (const location of locations) {
      this.byNumber.set(location.locationId, location);
      add('state', location.state, location);
      add('city', location.city, location);
      add('location', location.name, location);
    }
    this.phrases = [...groups.values()].filter((phrase) => phrase.words.length > 0);
  }

  /**
   * The place a question names: the longest run of its words that is (or, with a slip or two,
   * nearly is) a state, a city, or the distinctive start of location names (the generic words
   * "branch", "ATM" left out). A longer match wins; then exact over nearly; then a state over a
   * city over a location. A run that names several locations covers them all.
   */
  find(question: string): (PlaceMatch & { span: string[] }) | null {
    const asked = words(question);
    let best: {
      match: PlaceMatch;
      span: string[];
      length: number;
      exact: boolean;
      rank: number;
    } | null = null;
    const rankOf: Record<PlaceKind, number> = { state: 3, city: 2, location: 1 };
    const candidates = new Map<string, { phrases: Phrase[]; span: string[]; exact: boolean }>();

    for (const phrase of this.phrases) {
      // A location by its whole name ("Andheri West Branch"), or by its distinctive words.
      const keys =
        phrase.kind === 'location' ? [phrase.words, distinctive(phrase.words)] : [phrase.words];
      for (const key of keys) {
        if (key.length === 0) continue;
        for (let start = 0; start < asked.length; start += 1) {
          // The whole key, or (for a location) a start of it of at least one distinctive word.
          const longest = Math.min(key.length, asked.length - start);
          for (let length = longest; length >= 1; length -= 1) {
            if (phrase.kind !== 'location' && length !== key.length) continue;
            const span = asked.slice(start, start + length);
            if (span.every((word) => GENERIC.has(word))) continue;
            if (!span.every((word, index) => sameWord(word, key[index]!))) continue;
            if (length === 1 && span[0]!.length < 4 && span[0] !== key[0]) continue;
            const exact = span.every((word, index) => word === key[index]);
            const id = `${start}:${length}:${phrase.kind}`;
            const entry = candidates.get(id) ?? { phrases: [], span, exact: true };
            if (!entry.phrases.includes(phrase)) entry.phrases.push(phrase);
            entry.exact = entry.exact && exact;
            candidates.set(id, entry);
            break;
          }
        }
      }
    }

    for (const [id, entry] of candidates) {
      const [, lengthText, kind] = id.split(':') as [string, string, PlaceKind];
      const length = Number(lengthText);
      const rank = rankOf[kind];
      const better =
        !best ||
        length > best.length ||
        (length === best.length && entry.exact && !best.exact) ||
        (length === best.length && entry.exact === best.exact && rank > best.rank);
      if (!better) continue;
      const ids = [...new Set(entry.phrases.flatMap((phrase) => phrase.locationIds))].sort(
        (a, b) => a - b,
      );
      const label =
        entry.phrases.length === 1
          ? entry.phrases[0]!.label
          : labelOfSpan(entry.phrases[0]!, entry.span);
      best = {
        match: { kind, label, locationIds: ids },
        span: entry.span,
        length,
        exact: entry.exact,
        rank,
      };
    }
    return best ? { ...best.match, span: best.span } : null;
  }

  /** A place a tool was given (by the engine or a model): its number, or the same matching. */
  resolve(place: string): PlaceMatch | null {
    const number = /^\s*#?(\d{1,10})\s*$/.exec(place);
    if (number) {
      const location = this.byNumber.get(Number(number[1]));
      return location
        ? { kind: 'location', label: location.name, locationIds: [location.locationId] }
        : null;
    }
    const found = this.find(place);
    if (!found) return null;
    // The whole of the place must be understood, not one word of it.
    const meaningful = words(place).filter((word) => !GENERIC.has(word));
    if (found.span.length < meaningful.length) return null;
    return { kind: found.kind, label: found.label, locationIds: found.locationIds };
  }

  /** The closest names to a word, for "did you mean". */
  closest(text: string, limit = 3): string[] {
    const asked = words(text).filter((word) => !GENERIC.has(word));
    if (asked.length === 0) return [];
    const scored = this.phrases
      .map((phrase) => ({
        label: phrase.label,
        score: Math.min(
          ...phrase.words.map((word) =>
            Math.min(...asked.map((a) => (word.startsWith(a.slice(0, 3)) ? 0 : 1))),
          ),
        ),
      }))
      .filter((entry) => entry.score === 0);
    return [...new Set(scored.map((entry) => entry.label))].slice(0, limit);
  }
}

function distinctive(name: string[]): string[] {
  return name.filter((word) => !GENERIC.has(word));
}

/** "Andheri" for the locations "Andheri West Branch" and "Andheri West ATM". */
function labelOfSpan(phrase: Phrase, span: string[]): string {
  const original = phrase.label.split(/\s+/);
  const picked = original.filter((word) => span.some((s) => sameWord(s, words(word)[0] ?? '')));
  return picked.length > 0 ? picked.join(' ') : span.join(' ');
}
