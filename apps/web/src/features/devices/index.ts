export { AlertsBell } from './components/alerts-bell';
export { LocationDevices } from './components/location-devices';
export { deviceLiveEvents } from './api/live-events';
