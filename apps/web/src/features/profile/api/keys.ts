/** Query keys of the profile's own data: the signed-in person's passkeys. */
export const profileKeys = {
  passkeys: (userId: string) => ['profile', userId, 'passkeys'] as const,
};
