import type { UpdateProfileBody } from '@fm/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { userProfiles } from '../../db/schema';

export type ProfileRow = typeof userProfiles.$inferSelect;

/** The person's profile here (avatar, preferences); undefined until they first save one. */
export async function selectProfile(
  tx: Transaction,
  userId: string,
): Promise<ProfileRow | undefined> {
  const [profile] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return profile;
}

/** Stores the person's preferences, creating their profile on the first save. */
export async function upsertPreferences(
  tx: Transaction,
  userId: string,
  orgId: number,
  preferences: UpdateProfileBody['preferences'],
): Promise<ProfileRow> {
  const [saved] = await tx
    .insert(userProfiles)
    .values({ userId, orgId, ...preferences })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...preferences, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}
