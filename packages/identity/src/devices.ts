import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { identityDevices, type IdentityUserRow } from './schema';
import { CognitoError } from './errors';
import { randomString } from './ids';
import type { EmbeddedIdentity } from './service';

export interface NewDeviceMetadata {
  DeviceKey: string;
  DeviceGroupKey: string;
}

/**
 * The device of a finished sign-in: one the user already has (the client sent its DEVICE_KEY),
 * or with device tracking on, a new one announced as NewDeviceMetadata for ConfirmDevice.
 */
export async function deviceForSignIn(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  presentedKey: string | undefined,
): Promise<{ deviceKey?: string; newDeviceMetadata?: NewDeviceMetadata }> {
  if (presentedKey) {
    const [known] = await identity.db
      .update(identityDevices)
      .set({ lastSeenAt: new Date() })
      .where(and(eq(identityDevices.deviceKey, presentedKey), eq(identityDevices.userId, user.id)))
      .returning({ deviceKey: identityDevices.deviceKey });
    if (known) return { deviceKey: known.deviceKey };
  }
  if (!identity.settings.deviceTracking) return {};
  const metadata = {
    DeviceKey: `${identity.pool.region}_${randomUUID()}`,
    DeviceGroupKey: `-${randomString(9)}`,
  };
  await identity.db.insert(identityDevices).values({
    deviceKey: metadata.DeviceKey,
    userId: user.id,
    groupKey: metadata.DeviceGroupKey,
  });
  return { deviceKey: metadata.DeviceKey, newDeviceMetadata: metadata };
}

const fromBase64Hex = (value: string) => Buffer.from(value, 'base64').toString('hex');

/**
 * ConfirmDevice: stores the device's name and its own SRP salt and verifier. A key the pool
 * never issued is taken as this user's new device; another user's key does not exist for them.
 */
export async function confirmDevice(
  identity: EmbeddedIdentity,
  user: IdentityUserRow,
  input: {
    DeviceKey: string;
    DeviceName?: string;
    DeviceSecretVerifierConfig?: { PasswordVerifier?: string; Salt?: string };
  },
): Promise<void> {
  const [existing] = await identity.db
    .select()
    .from(identityDevices)
    .where(eq(identityDevices.deviceKey, input.DeviceKey))
    .limit(1);
  if (existing && existing.userId !== user.id)
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  const verifier = input.DeviceSecretVerifierConfig;
  const values = {
    name: input.DeviceName ?? existing?.name ?? null,
    srpSalt: verifier?.Salt ? fromBase64Hex(verifier.Salt) : (existing?.srpSalt ?? null),
    srpVerifier: verifier?.PasswordVerifier
      ? fromBase64Hex(verifier.PasswordVerifier)
      : (existing?.srpVerifier ?? null),
    lastSeenAt: new Date(),
  };
  await identity.db
    .insert(identityDevices)
    .values({
      deviceKey: input.DeviceKey,
      userId: user.id,
      groupKey: existing?.groupKey ?? `-${randomString(9)}`,
      ...values,
    })
    .onConflictDoUpdate({ target: identityDevices.deviceKey, set: values });
}
