export { LocationAttendance } from './components/location-attendance';
