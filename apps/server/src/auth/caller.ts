/** Who is calling: built from the verified token only, never from a body, query or header. */
export interface Caller {
  userId: string;
  email: string;
  orgId: number;
  role: string;
  vendorId: string | null;
}
