export { AuthRoot } from './components/auth-root';
export { LogoutButton } from './components/logout-button';
export { AuthContext, useAuth, type AuthContextValue } from './context/auth-context';
export { useLogout } from './hooks/use-logout';
export { LoginPage } from './routes/login-page';
export { RequireAuth } from './routes/require-auth';
export { UnknownPathRedirect } from './routes/unknown-path-redirect';
export { passkeyErrorMessage } from './lib/auth-errors';
export { canUsePasskeys } from './lib/passkey-support';
