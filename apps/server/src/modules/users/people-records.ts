import {
  PERSON_STATUS_LABELS,
  type ListPeopleQuery,
  type PeopleSummary,
  type PersonRecord,
  type PersonStatus,
} from '@fm/contracts';
import type { SignInFacts } from './people-queries';
import type { PoolPerson } from './pool-people';

/** Failed sign-ins in a row that lock a person out (Cognito's lockout, decision 041's pool). */
const LOCK_AFTER_FAILURES = 5;
/** A lockout lapses this long after the last failure. */
const LOCK_WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface RecordContext {
  facts: Map<string, SignInFacts>;
  vendors: Map<string, string>;
  inviteDays: number;
  now: Date;
}

function statusOf(person: PoolPerson, facts: SignInFacts | undefined, now: Date): PersonStatus {
  if (!person.enabled) return 'disabled';
  if (person.invited) return 'invited';
  if (
    facts &&
    facts.failures >= LOCK_AFTER_FAILURES &&
    facts.lastFailureAt &&
    now.getTime() - facts.lastFailureAt.getTime() < LOCK_WINDOW_MS
  )
    return 'locked';
  return 'active';
}

/** A person as the admin screens show them: the pool's account and our sign-in records. */
export function toPersonRecord(person: PoolPerson, context: RecordContext): PersonRecord {
  const facts = context.facts.get(person.userId);
  const invitedAt = person.invited ? person.updatedAt : null;
  return {
    userId: person.userId,
    email: person.email,
    name: person.name,
    role: person.role,
    vendorId: person.vendorId,
    vendorName: person.vendorId ? (context.vendors.get(person.vendorId) ?? null) : null,
    status: statusOf(person, facts, context.now),
    mfa: person.mfa,
    lastSignInAt: facts?.lastSignInAt?.toISOString() ?? null,
    failedSignIns: facts?.failures ?? 0,
    createdAt: person.createdAt.toISOString(),
    invitedAt: invitedAt?.toISOString() ?? null,
    inviteExpiresAt: invitedAt
      ? new Date(invitedAt.getTime() + context.inviteDays * DAY_MS).toISOString()
      : null,
  };
}

export function summarise(people: PersonRecord[]): PeopleSummary {
  const count = (status: PersonStatus) => people.filter((p) => p.status === status).length;
  return {
    total: people.length,
    active: count('active'),
    invited: count('invited'),
    disabled: count('disabled'),
    locked: count('locked'),
    mfa: people.filter((p) => p.mfa).length,
  };
}

type Filters = Omit<Required<ListPeopleQuery>, 'page' | 'limit'> & Partial<ListPeopleQuery>;

/** Every word of the search must be found in some column (as shown: labels, vendor names). */
function matches(person: PersonRecord, search: string | undefined): boolean {
  if (!search) return true;
  const haystack = [
    person.name,
    person.email,
    person.role,
    person.vendorId ?? '',
    person.vendorName ?? '',
    PERSON_STATUS_LABELS[person.status],
    person.mfa ? 'mfa on' : 'mfa off',
  ]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const sortValue = (person: PersonRecord, field: Filters['sortBy']): string | number => {
  switch (field) {
    case 'vendor':
      return (person.vendorName ?? person.vendorId ?? '').toLowerCase();
    case 'mfa':
      return person.mfa ? 1 : 0;
    case 'lastSignInAt':
      return person.lastSignInAt ?? '';
    case 'name':
    case 'email':
    case 'role':
    case 'status':
      return person[field].toLowerCase();
    default:
      return person.createdAt;
  }
};

/** The list as asked: filtered, searched, sorted (ties by e-mail). */
export function selectPeople(people: PersonRecord[], query: Filters): PersonRecord[] {
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  return people
    .filter(
      (p) =>
        (!query.role || p.role === query.role) &&
        (!query.status || p.status === query.status) &&
        (!query.mfa || p.mfa === (query.mfa === 'on')) &&
        matches(p, query.search),
    )
    .sort((a, b) => {
      const x = sortValue(a, query.sortBy);
      const y = sortValue(b, query.sortBy);
      if (x < y) return -direction;
      if (x > y) return direction;
      return a.email.localeCompare(b.email);
    });
}
