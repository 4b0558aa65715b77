/**
 * Every key the web app keeps in the browser's storage (spec section 9), in one place so a
 * sign-out can find them and no two features pick the same name.
 */
export const storageKeys = {
  /** localStorage: 'light' or 'dark' (Mantine's colour scheme manager). */
  theme: 'theme',
  /** localStorage: present ('true') when the person ticked Remember me. */
  rememberMe: 'rememberMe',
  /** localStorage: the signed-in person's metadata from GET /api/user/{email}. */
  userMeta: 'userMeta',
  /** localStorage: 'true' when the sidebar is collapsed to its 70px rail. */
  sidebarCollapsed: 'sidebarCollapsed',
  /** sessionStorage: where to go after signing in (path plus query). */
  redirectAfterLogin: 'redirectAfterLogin',
  /** localStorage: the organisation's white-label branding, as last loaded (spec section 4). */
  brandingConfig: 'brandingConfig',
  /** sessionStorage: the sign-in challenge in progress, so a reload can resume it. */
  pendingSignIn: 'pendingSignIn',
} as const;
