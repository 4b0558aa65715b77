export { ProfileMenu } from './components/profile-menu';
export { locationSummary } from './lib/location-summary';
