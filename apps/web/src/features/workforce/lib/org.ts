import { useAuth } from '@/features/auth';

/** The signed-in person's organisation id as a number, or null until it is known. */
export function useOrgId(): number | null {
  const { user } = useAuth();
  const id = Number(user?.organizationId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The signed-in person's role, for the permission matrix. */
export function useRole(): string | undefined {
  return useAuth().user?.role;
}
