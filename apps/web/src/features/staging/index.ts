// The staging area and its approval flow: the approvals screen (a route of this feature) and
// what the admin locations screen uses of it.
export { useStagedLocations } from './api/staged-locations';
export { useAddStagedLocation } from './api/add-staged-location';
export { AddLocationModal } from './components/add-location-modal';
export { StagedTable } from './components/staged-table';
export { stagingLiveEvents } from './api/live-events';
