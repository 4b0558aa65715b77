import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** The file under DATA_DIR that keeps the generated secret of the local driver. */
export const SECRET_FILE = 'storage-secret';

/** HMAC-SHA256 signatures (base64url) of the local driver's policies and download URLs. */
export class Signer {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  sign(text: string): string {
    return createHmac('sha256', this.#key).update(text, 'utf8').digest('base64url');
  }

  /** Compares in constant time, so a signature cannot be guessed byte by byte. */
  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/**
 * The local driver's signing key: STORAGE_SIGNING_SECRET when set; else a random secret made
 * once and kept in DATA_DIR/storage-secret (0600), so URLs stay valid across restarts and every
 * server on the same folder signs alike. There is no built-in default to forget in production.
 */
export async function loadSigningKey(
  dataDir: string,
  configured: string | undefined,
  logger: FastifyBaseLogger,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const path = join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written aside and linked into place: of two servers starting at once, one secret wins whole.
  const draft = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, path);
    logger.info(`generated the file-storage signing secret in ${path}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const { mode } = await stat(path);
  if ((mode & 0o077) !== 0) {
    await chmod(path, 0o600);
    logger.warn(`${path} was readable by others; it is now readable by its owner only`);
  }
  const secret = (await readFile(path, 'utf8')).trim();
  if (!/^[0-9a-f]{64}$/.test(secret)) {
    throw new Error(
      `${path} is damaged; delete it and a new secret is made (open upload and download links stop working)`,
    );
  }
  return Buffer.from(secret, 'hex');
}
