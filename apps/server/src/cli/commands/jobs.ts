import { listDeadJobs } from '../../platform/jobs/runner';
import { allowOnly, optionalOption, UsageError } from '../args';
import type { DatabaseCommand } from './context';

const errorMessage = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) {
    return String((output as { message: unknown }).message);
  }
  return output === null || output === undefined ? '' : JSON.stringify(output);
};

/** `jobs-failed`: the dead jobs (failed their last attempt, not retried), newest first. */
export const jobsFailedCommand: DatabaseCommand = async ({ db, print }, args) => {
  allowOnly(args, ['name', 'limit']);
  const name = optionalOption(args, 'name');
  const limitText = optionalOption(args, 'limit') ?? '50';
  if (!/^[1-9]\d{0,3}$/.test(limitText))
    throw new UsageError('--limit must be a whole number from 1 to 9999');
  const dead = await listDeadJobs(db, { ...(name ? { name } : {}), limit: Number(limitText) });
  if (dead.length === 0) {
    print('No dead jobs.');
    return;
  }
  for (const job of dead) {
    print(
      [
        job.failedOn?.toISOString() ?? '-',
        job.name,
        job.id,
        `${job.attempts} attempts`,
        JSON.stringify(job.data),
        errorMessage(job.output),
      ].join('\t'),
    );
  }
};
