import type { DestinationStream } from 'pino';
import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** What PostgreSQL's errors may say without repeating a value (`detail` and `where` can). */
const databaseErrorFields = ['code', 'severity', 'constraint', 'schema', 'table', 'column'];

const isQueryError = (error: object): error is Error & { query: string; params: unknown[] } =>
  'query' in error && 'params' in error && typeof error.query === 'string';

const isDatabaseError = (error: object): error is Error & { code: string } =>
  'severity' in error && 'code' in error && typeof error.code === 'string';

const stackFrames = (error: Error) =>
  (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));

/**
 * Errors as logs keep them, without the values a failed query was given: those are e-mail
 * addresses, names and whatever people typed. A failed query keeps its SQL (placeholders
 * only); PostgreSQL's own error keeps its code, constraint, table and column, and its message
 * loses a quoted input value ('invalid input syntax for type integer: "..."').
 */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5) return pino.stdSerializers.err(error as Error);
  if (isQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    return {
      type: error.constructor.name,
      message,
      query: error.query,
      // The stack's first line repeats the message with the parameters: keep only the frames.
      stack: [`${error.name}: ${message}`, ...stackFrames(error)].join('\n'),
      ...(error.cause ? { cause: serializeError(error.cause, depth + 1) } : {}),
    };
  }
  if (isDatabaseError(error)) {
    const fields = Object.fromEntries(
      databaseErrorFields.flatMap((name) => {
        const value = (error as unknown as Record<string, unknown>)[name];
        return value === undefined ? [] : [[name, value]];
      }),
    );
    return {
      type: 'DatabaseError',
      message: error.message.replace(/: ".*"$/s, ': [value]'),
      ...fields,
    };
  }
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (error.cause) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Structured JSON logs; readable lines when a person watches a terminal outside production. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const pretty = !destination && process.stdout.isTTY && config.NODE_ENV !== 'production';
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
