export { locationKeys, useLocations } from './api/get-locations';
export { CoordinateFields } from './components/coordinate-fields';
export { LocationFields } from './components/location-fields';
export { LocationStatusBadge } from './components/location-status-badge';
export { locationPath } from './lib/location-path';
export {
  changedFields,
  formValuesFrom,
  locationInput,
  type FieldDef,
  type FormValues,
} from './lib/location-forms';
export { locationLiveEvents } from './api/live-events';
