import type { AssistantToolName } from '@fm/contracts';
import { addDays, findPeriod, type Period } from './dates';
import type { Gazetteer, PlaceMatch } from './places';
import { normalise, titleCase, words } from './text';

export type Plan =
  | {
      kind: 'tool';
      tool: AssistantToolName;
      args: Record<string, unknown>;
      understood: string[];
    }
  | { kind: 'rephrase'; sentence: string; suggestions: string[]; understood: string[] };

/** Questions the engine answers, offered when it cannot map one. */
export const EXAMPLE_QUESTIONS = [
  'Which branches in Maharashtra are overdue for pest control this month?',
  'How many devices are offline right now?',
  'Who was absent at Andheri yesterday?',
  'Which locations are waiting for approval?',
  'Show critical alerts since last week',
  'When was the last pest control service at Koramangala?',
];

type Domain =
  | 'pest'
  | 'approvals'
  | 'alerts'
  | 'readings'
  | 'attendance'
  | 'employees'
  | 'devices'
  | 'locations';

/** Word patterns of each domain, most specific first (the first that matches decides). */
const domains: [Domain, RegExp][] = [
  [
    'pest',
    /\b(pest|pests|fumigat\w*|termite\w*|rodent\w*|cockroach\w*|disinfest\w*|pest ?control)\b/,
  ],
  ['approvals', /\b(approv\w*|staged|staging|awaiting|review)\b/],
  ['alerts', /\b(alerts?|alarms?|warnings?)\b/],
  [
    'readings',
    /\b(temperature|temp|humidity|co2|carbon dioxide|air quality|aqi|sound|noise|motion|readings?|hot|humid)\b/,
  ],
  [
    'attendance',
    /\b(attendance|absent|absentees?|present|showed up|turned up|checked in|check ins?)\b/,
  ],
  ['employees', /\b(employees?|staff|workers?|guards?|cleaners?|personnel|people)\b/],
  ['devices', /\b(devices?|sensors?|iot|gateways?|online|offline)\b/],
  ['locations', /\b(branch(es)?|locations?|sites?|offices?|atms?|premises)\b/],
];

/** Domains the product has that the assistant cannot read yet: said plainly, never guessed. */
const unavailable: [RegExp, string][] = [
  [/\b(chemicals?|materials?|stock|inventory|expir\w*)\b/, 'materials and stock'],
  [
    /\b(electricity|energy|power|water|diesel|fuel|consumption|emissions?|carbon|esg|kwh)\b/,
    'resource consumption and emissions',
  ],
];

/** A question about other organisations, or asking to leave the caller's own: refused plainly. */
const otherTenant =
  /\b(other|another|all|every|each|any|different)\s+(organi[sz]ations?|orgs?|tenants?|companies|customers|clients)\b|\b(organi[sz]ation|org|tenant)\s*(id\s*)?[#:=]?\s*\d+\b|\borgid\b/;

const statusWords = {
  pest: [
    ['overdue', /\b(overdue|missed|late|behind|lapsed)\b/],
    ['pending', /\b(pending|not (yet )?(done|serviced)|outstanding|due)\b/],
    ['completed', /\b(completed?|done|serviced|finished)\b/],
  ],
  devices: [
    ['offline', /\b(offline|off line|down|disconnected|not reporting)\b/],
    ['online', /\b(online|on line|up|connected|reporting)\b/],
    ['pending', /\b(pending|not yet reporting|never reported)\b/],
  ],
  locations: [
    ['inactive', /\b(inactive|closed|disabled)\b/],
    ['active', /\b(active|open|operational)\b/],
    ['approved', /\b(approved)\b/],
  ],
} as const;

const metrics: [string, RegExp, string][] = [
  ['temperature', /\b(temperature|temp|hot|cold)\b/, 'temperature'],
  ['humidity', /\b(humidity|humid)\b/, 'humidity'],
  ['co2Level', /\b(co2|carbon dioxide)\b/, 'CO2'],
  ['airQualityIndex', /\b(air quality|aqi)\b/, 'air quality'],
  ['soundLevel', /\b(sound|noise)\b/, 'sound level'],
];

const pick = <T extends string>(text: string, options: readonly (readonly [T, RegExp])[]) =>
  options.find(([, pattern]) => pattern.test(text))?.[0];

/** Words that carry no place: left alone when looking for a place the organisation does not have. */
const PLACE_STOP = new Set(
  words(
    `the a an my our your their all any every which what who whom how many much is are was were be been
     there here this that these those last next this previous past current today yesterday tomorrow now
     right week month year day days financial fiscal fy since from to until in at for on of by with and or
     not no show list tell give me us count number total please status state city`,
  ),
);

/**
 * Capitalised words after "in", "at" or "for" that are no date, no known word and no place of
 * the organisation: a place the organisation does not have ("in Harbor Dock").
 */
function unknownPlace(
  question: string,
  place: (PlaceMatch & { span: string[] }) | null,
  period: Period | null,
) {
  const withoutPeriod = period?.text
    ? question.replace(new RegExp(escape(period.text), 'i'), ' ')
    : question;
  const pattern =
    /\b(?:in|at|for|near|of)\s+((?:[A-Z][\w'-]*|\d{3,})(?:\s+(?:[A-Z][\w'-]*|\d{3,}))*)/g;
  for (const match of withoutPeriod.matchAll(pattern)) {
    const phrase = match[1]!;
    const meaningful = words(phrase).filter((word) => !PLACE_STOP.has(word));
    if (meaningful.length === 0) continue;
    if (place && meaningful.every((word) => place.span.includes(word))) continue;
    if (domains.some(([, domainPattern]) => domainPattern.test(normalise(phrase)))) continue;
    if (
      /^(january|february|march|april|may|june|july|august|september|october|november|december)/i.test(
        phrase,
      )
    )
      continue;
    return phrase;
  }
  return null;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A location number the question names ("location 1042", "branch #1042"). */
function locationNumber(text: string): number | null {
  const match = /\b(?:location|branch|site|atm|office|number|no|#)\s*#?\s*(\d{1,10})\b/.exec(text);
  return match ? Number(match[1]) : null;
}

export interface PlanInput {
  question: string;
  today: string;
  places: Gazetteer;
}

/**
 * The deterministic reading of a question: which tool, with which arguments, and the parts of
 * what it understood. Text only ever selects among the fixed tools and the organisation's own
 * places; it never names an organisation, a role or a person.
 */
export function planQuestion({ question, today, places }: PlanInput): Plan {
  const text = normalise(question);
  const rephrase = (sentence: string, understood: string[] = []): Plan => ({
    kind: 'rephrase',
    sentence,
    suggestions: EXAMPLE_QUESTIONS.slice(0, 4),
    understood,
  });

  if (otherTenant.test(text))
    return rephrase(
      'I can only answer questions about your own organisation, for your own role. Ask about your locations, devices, attendance, approvals or pest control.',
    );

  const domain = pick(text, domains);
  const missing = unavailable.find(([pattern]) => pattern.test(text));
  if (missing && (!domain || domain === 'locations'))
    return rephrase(
      `I cannot read ${missing[1]} yet. I can answer about locations, approvals, devices and alerts, attendance, employees and pest control.`,
    );
  if (!domain)
    return rephrase("I couldn't map that question to your organisation's data. Try one of these:");

  const period = findPeriod(question, today);
  const number = locationNumber(text);
  let place: (PlaceMatch & { span: string[] }) | null;
  if (number !== null) {
    const known = places.byNumber.get(number);
    if (!known)
      return rephrase(`Your organisation has no location number ${number}.`, [titleCase(domain)]);
    place = { kind: 'location', label: known.name, locationIds: [number], span: [String(number)] };
  } else {
    const withoutPeriod = period?.text
      ? question.replace(new RegExp(escape(period.text), 'i'), ' ')
      : question;
    place = places.find(withoutPeriod);
    const unknown = unknownPlace(question, place, period);
    if (unknown) {
      const close = places.closest(unknown);
      return {
        kind: 'rephrase',
        sentence: `I couldn't find a place called "${unknown}" among your organisation's locations.`,
        suggestions: close.length
          ? close.map((name) => question.replace(unknown, name))
          : EXAMPLE_QUESTIONS.slice(0, 3),
        understood: [],
      };
    }
  }
  const placeArg = place
    ? place.kind === 'location' && place.locationIds.length === 1
      ? String(place.locationIds[0])
      : place.label
    : undefined;
  const where = place ? [place.label] : [];
  const withPlace = (args: Record<string, unknown>) =>
    placeArg ? { place: placeArg, ...args } : args;
  const [year, month] = today.split('-').map(Number) as [number, number];

  switch (domain) {
    case 'pest': {
      if (
        /\b(last|latest|most recent|previous)\b/.test(text) &&
        !/\blast (month|week|year)\b/.test(text)
      ) {
        if (!placeArg)
          return rephrase(
            'Which location? For example: "When was the last pest control service at Koramangala?"',
            ['Pest control', 'last service'],
          );
        return {
          kind: 'tool',
          tool: 'last_pest_control_service',
          args: { place: placeArg },
          understood: ['Pest control', ...where, 'last service'],
        };
      }
      if (/\b(upcoming|scheduled|schedules?|planned|next|coming)\b/.test(text)) {
        const range =
          period && period.to >= today
            ? period
            : { label: 'the next 30 days', from: today, to: addDays(today, 30) };
        return {
          kind: 'tool',
          tool: 'upcoming_pest_control',
          args: withPlace({ from: range.from < today ? today : range.from, to: range.to }),
          understood: ['Pest control', ...where, range.label, 'scheduled'],
        };
      }
      const chosen = period?.month ?? { year, month };
      const label = period?.month ? period.label : 'this month';
      const status = pick(text, statusWords.pest);
      return {
        kind: 'tool',
        tool: 'pest_control_status',
        args: withPlace({ year: chosen.year, month: chosen.month, ...(status ? { status } : {}) }),
        understood: ['Pest control', ...where, label, ...(status ? [status] : [])],
      };
    }
    case 'approvals':
      return {
        kind: 'tool',
        tool: 'pending_approvals',
        args: withPlace({}),
        understood: ['Approvals', ...where, 'pending'],
      };
    case 'alerts': {
      const severity = /\bcritical\b/.test(text)
        ? 'critical'
        : /\bwarning\b/.test(text) && !/\bwarnings\b/.test(text)
          ? 'warning'
          : /\binfo\b/.test(text)
            ? 'info'
            : undefined;
      const since = period && period.from <= today ? period : null;
      return {
        kind: 'tool',
        tool: 'open_alerts',
        args: withPlace({
          ...(severity ? { severity } : {}),
          ...(since ? { since: since.from } : {}),
        }),
        understood: [
          'Alerts',
          ...where,
          ...(since ? [`since ${since.label}`] : []),
          ...(severity ? [severity] : []),
          'open',
        ],
      };
    }
    case 'readings': {
      const metric = metrics.find(([, pattern]) => pattern.test(text));
      return {
        kind: 'tool',
        tool: 'latest_readings',
        args: withPlace(metric ? { metric: metric[0] } : {}),
        understood: ['Readings', ...where, ...(metric ? [metric[2]] : []), 'latest'],
      };
    }
    case 'attendance': {
      if (
        /\b(rate|percentage|percent|average)\b/.test(text) ||
        (period?.month && !/\b(absent|present|who)\b/.test(text))
      ) {
        const chosen = period?.month ?? { year, month };
        const label = period?.month ? period.label : 'this month';
        return {
          kind: 'tool',
          tool: 'attendance_month',
          args: withPlace({ year: chosen.year, month: chosen.month }),
          understood: ['Attendance', ...where, label, 'rate'],
        };
      }
      if (period && period.from !== period.to)
        return rephrase(
          'Attendance is answered for one day or one whole month. Try "yesterday", a date, or "last month".',
          ['Attendance', ...where, period.label],
        );
      const date = period?.from ?? today;
      const show = /\b(absent|absentees?|missing|didn t|did not|not present)\b/.test(text)
        ? 'absent'
        : /\b(present|showed up|turned up|checked in|came)\b/.test(text)
          ? 'present'
          : 'both';
      return {
        kind: 'tool',
        tool: 'attendance_on_day',
        args: withPlace({ date, show }),
        understood: [
          'Attendance',
          ...where,
          period?.label ?? 'today',
          ...(show === 'both' ? [] : [show]),
        ],
      };
    }
    case 'employees':
      return {
        kind: 'tool',
        tool: 'list_employees',
        args: withPlace({}),
        understood: ['Employees', ...where, 'active'],
      };
    case 'devices': {
      const status = pick(text, statusWords.devices);
      return {
        kind: 'tool',
        tool: 'list_devices',
        args: withPlace(status ? { status } : {}),
        understood: ['Devices', ...where, ...(status ? [status] : [])],
      };
    }
    case 'locations': {
      const status = pick(text, statusWords.locations);
      return {
        kind: 'tool',
        tool: 'list_locations',
        args: withPlace(status ? { status } : {}),
        understood: ['Locations', ...where, ...(status ? [status] : [])],
      };
    }
  }
}
