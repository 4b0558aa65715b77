export { ProfileSettingsDialog } from './components/profile-settings-dialog';
export { formatTemperature, useTemperatureUnit } from './hooks/use-temperature-unit';
