export { BrandingProvider, useBranding } from './branding-context';
export { SettingsDialog } from './settings-dialog';
