export { locationKeys, locationsQueryOptions, useLocations } from './api/get-locations';
export {
  stagedLocationKeys,
  stagedLocationsQueryOptions,
  useStagedLocations,
} from './api/staged-locations';
export { CoordinateFields } from './components/coordinate-fields';
export { FeedbackAlert, useFeedback, type Feedback } from './components/feedback';
export { LocationFields } from './components/location-fields';
export { LocationStatusBadge } from './components/location-status-badge';
export { QueryError } from './components/query-error';
export { ROW_HEIGHT, VirtualTable, type VirtualColumn } from './components/virtual-table';
export { locationPath } from './lib/location-path';
export { fieldLabel, formatDateTime, valueText } from './lib/format';
export {
  formValuesFrom,
  stagedFieldDefs,
  validateStagedEdit,
  type FieldErrors,
  type FormValues,
  type StagedTextKey,
} from './lib/location-forms';
export { isTemporaryId, replaceStaged, stagedListOf } from './lib/staged-cache';
