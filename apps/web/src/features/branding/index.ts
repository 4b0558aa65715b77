export { BrandingProvider, useBranding } from './context/branding-context';
export { BrandingSync } from './branding-sync';
export { SettingsDialog } from './components/settings-dialog';
export { organizationQueryOptions } from './api/get-organization';
