export { LocationAttendance } from './components/location-attendance';
export { workforceLiveEvents } from './api/live-events';
