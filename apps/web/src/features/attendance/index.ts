export { LocationAttendance } from './components/location-attendance';
export { attendanceLiveEvents } from './api/live-events';
