export { ProfileSettingsDialog } from './profile-settings-dialog';
