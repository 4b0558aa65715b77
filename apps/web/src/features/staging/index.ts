// The staging area and its approval flow: the approvals screen (a route of this feature) and
// what the admin locations screen shows of it.
export { AddLocationButton } from './components/add-location-button';
export { AwaitingApproval } from './components/awaiting-approval';
export { stagingLiveEvents } from './api/live-events';
