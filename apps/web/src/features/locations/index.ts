export { useLocations } from './api/get-locations';
export { locationKeys } from './api/keys';
export { useLocation } from './api/get-location';
export { LocationContacts } from './components/location-contacts';
export { LocationDetails } from './components/location-details';
export { LocationHistory } from './components/location-history';
export { CoordinateFields } from './components/coordinate-fields';
export { LocationFields } from './components/location-fields';
export { LocationStatusBadge } from './components/location-status-badge';
export {
  changedFields,
  formValuesFrom,
  locationField,
  locationInput,
  type FieldDef,
  type FormValues,
} from './lib/location-forms';
export { locationSummary } from './lib/location-summary';
export { locationLiveEvents } from './api/live-events';
export { ManageLiveLocations } from './components/manage-live-locations';
