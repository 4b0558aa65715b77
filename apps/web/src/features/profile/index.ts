export { ProfileSettingsDialog } from './components/profile-settings-dialog';
export { useTemperatureUnit } from './hooks/use-temperature-unit';
