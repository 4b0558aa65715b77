/** Who is calling: built from the verified ID token only, never from a body, query or header. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  orgId: number;
  /** The first group, else the custom role, else 'user' (spec section 6). */
  role: string;
  groups: string[];
  vendorId: string | null;
  /** The client's address of the request (for the audit log); not from the token. */
  address?: string | null;
}
