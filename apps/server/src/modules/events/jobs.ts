import type { Platform } from '../../platform';
import { pruneTickets } from './tickets';

/** Stream tickets nobody redeemed are deleted every five minutes. */
export async function registerEventJobs({ jobs, db }: Platform): Promise<void> {
  await jobs.work('events.prune-tickets', () => pruneTickets(db));
  await jobs.schedule('events.prune-tickets', '*/5 * * * *');
}
