export { BrandingProvider, useBranding, type BrandingView } from './context/branding-context';
export { BrandingSync } from './branding-sync';
export { SettingsDialog } from './components/settings-dialog';
