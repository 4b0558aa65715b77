/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening' (local time). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const roleNames: Record<string, string> = {
  admin: 'Administrator',
  approver: 'Approver',
  user: 'User',
  vendor: 'Vendor',
  viewer: 'Viewer',
};

/** A role as people read it; an unknown role is shown as it is. */
export const roleLabel = (role: string) => roleNames[role] ?? role;
