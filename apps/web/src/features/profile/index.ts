export { ProfileMenu } from './components/profile-menu';
export { formatTemperature, useTemperatureUnit } from './hooks/use-temperature-unit';
