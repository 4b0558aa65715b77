import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { eventStreamTickets } from '../../db/schema';

/** A ticket opens a stream within this time, once. */
const TICKET_TTL_MS = 60_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Issues a single-use stream ticket for the caller (decision 021): 32 random bytes, of which only
 * the SHA-256 is kept, with the caller as their ID token described them.
 */
export async function issueTicket(
  db: Database,
  caller: Caller,
  tokenExpiresAt: Date,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await db.insert(eventStreamTickets).values({
    ticketHash: hashOf(ticket),
    orgId: caller.orgId,
    caller: { ...caller },
    expiresAt,
    tokenExpiresAt,
  });
  return { ticket, expiresAt };
}

/** Takes the ticket (it works once): its caller, or null if it is unknown or expired. */
export async function redeemTicket(
  db: Database,
  ticket: string,
  now: Date,
): Promise<{ caller: Caller; tokenExpiresAt: Date; issuedAt: Date } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const [row] = await db
    .delete(eventStreamTickets)
    .where(eq(eventStreamTickets.ticketHash, hashOf(ticket)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  if (row.tokenExpiresAt.getTime() <= now.getTime()) return null;
  return {
    caller: row.caller as unknown as Caller,
    tokenExpiresAt: row.tokenExpiresAt,
    issuedAt: new Date(row.expiresAt.getTime() - TICKET_TTL_MS),
  };
}

/** Deletes tickets nobody redeemed (run with the events.prune job). */
export async function pruneTickets(db: Database): Promise<void> {
  await db.delete(eventStreamTickets).where(lt(eventStreamTickets.expiresAt, sql`now()`));
}

/**
 * Unused tickets of a person whose sign-ins were ended: they open no stream any more. Tickets
 * are the stream's own table, outside the tenant role's reach, hence the owner's connection.
 */
export async function dropTicketsOf(db: Database, orgId: number, userId: string) {
  await db
    .delete(eventStreamTickets)
    .where(
      and(
        eq(eventStreamTickets.orgId, orgId),
        sql`${eventStreamTickets.caller} ->> 'userId' = ${userId}`,
      ),
    );
}
