export { locationKeys, locationsQueryOptions, useLocations } from './api/get-locations';
