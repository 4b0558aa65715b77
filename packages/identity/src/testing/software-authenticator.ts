import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software passkey authenticator for tests: ES256 keys from node:crypto, attestation ("none")
 * and assertions built byte by byte as an authenticator and a browser would build them.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** Just enough CBOR for attestation objects and COSE keys. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: Buffer;
  counter: number;
}

const AAGUID = Buffer.alloc(16);
const flags = { up: 0x01, uv: 0x04, at: 0x40 };

function authenticatorData(rpId: string, flagByte: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flagByte]), count, attested ?? Buffer.alloc(0)]);
}

/** What navigator.credentials.create() hands back, as RegistrationResponseJSON. */
export function createPasskey(options: {
  challenge: string;
  rpId: string;
  origin: string;
  userId: string;
}): { passkey: SoftwarePasskey; response: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([AAGUID, idLength, credentialId, cose]);
  const authData = authenticatorData(options.rpId, flags.up | flags.uv | flags.at, 0, attested);
  const clientData = JSON.stringify({
    type: 'webauthn.create',
    challenge: options.challenge,
    origin: options.origin,
    crossOrigin: false,
  });
  const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
  return {
    passkey: {
      credentialId,
      privateKey,
      publicKey,
      userHandle: Buffer.from(options.userId, 'base64url'),
      counter: 0,
    },
    response: {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    },
  };
}

/**
 * What navigator.credentials.get() hands back, as AuthenticationResponseJSON; the counter goes
 * up by one unless `counter` says what to sign.
 */
export function assertPasskey(
  passkey: SoftwarePasskey,
  options: { challenge: string; rpId: string; origin: string; counter?: number },
): Record<string, unknown> {
  const counter = options.counter ?? passkey.counter + 1;
  passkey.counter = Math.max(passkey.counter, counter);
  const authData = authenticatorData(options.rpId, flags.up | flags.uv, counter);
  const clientData = Buffer.from(
    JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: options.origin,
      crossOrigin: false,
    }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(clientData)]),
    passkey.privateKey,
  );
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: b64url(passkey.userHandle),
    },
  };
}
