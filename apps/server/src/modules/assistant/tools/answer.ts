import type { AnswerCell, AnswerColumn, AnswerSource } from '@fm/contracts';
import type { ServiceContext } from '../../../shared/service-context';
import type { Gazetteer, PlaceMatch } from '../understand/places';

/** What a tool reads with: the caller's own context and organisation, nothing else. */
export interface ToolWorld {
  ctx: ServiceContext;
  places: Gazetteer;
  /** The organisation's local date. */
  today: string;
}

/** A tool's answer before the engine adds what it understood and when it read. */
export interface ToolAnswer {
  sentence: string;
  columns: AnswerColumn[];
  rows: Record<string, AnswerCell>[];
  total: number;
  sources: AnswerSource[];
}

/** The most rows an answer's table shows; the sentence counts them all. */
export const ROWS_SHOWN = 20;

/** A question a tool cannot answer as asked: the engine offers rephrasings with this reason. */
export class Rephrase extends Error {}

/** A place a tool was given that the organisation does not have. */
class UnknownPlace extends Rephrase {
  constructor(readonly place: string) {
    super(`I couldn't find a place called "${place}" among your organisation's locations.`);
  }
}

/** The tool's place resolved against the caller's organisation, or none when not given. */
export function placeOf(world: ToolWorld, place: string | undefined): PlaceMatch | null {
  if (place === undefined) return null;
  const match = world.places.resolve(place);
  if (!match) throw new UnknownPlace(place);
  return match;
}

/** " in Maharashtra" / "" for sentences. */
export const inPlace = (place: PlaceMatch | null, word = 'in') =>
  place ? ` ${word} ${place.label}` : '';

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** Links to the dashboards of the first few locations of the rows. */
export function locationSources(
  locationIds: number[],
  world: ToolWorld,
  limit = 5,
): AnswerSource[] {
  return [...new Set(locationIds)].slice(0, limit).map((locationId) => ({
    label: world.places.byNumber.get(locationId)?.name ?? `Location ${locationId}`,
    href: `/locations/${locationId}`,
  }));
}

/** Whether a location is inside the place (every location when there is no place). */
export const within = (place: PlaceMatch | null) => {
  const ids = place ? new Set(place.locationIds) : null;
  return (locationId: number) => ids === null || ids.has(locationId);
};
