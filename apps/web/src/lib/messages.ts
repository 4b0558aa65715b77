import { ORGANIZATION_UNAVAILABLE_MESSAGE } from '@fm/contracts';

/*
 * The spec's texts that screens show (sections 2 and 8), used exactly and defined once here;
 * the sign-in texts live with the auth feature, the transport errors with ApiError
 * (lib/api-error.ts, which the first screen loads anyway), the API's own texts come from the server
 * (and from the contracts, where a screen shows one too).
 */

/** Page-data loaders (section 2's route table). */
export const loaderMessages = {
  locations: 'Loading locations...',
  attendance: 'Loading attendance data...',
  devices: 'Loading devices...',
} as const;

/** Messages set in state, and fallbacks for failed operations (section 8). */
export const failureMessages = {
  loadFromDatabase: 'Failed to load data from database',
  organizationUnavailable: ORGANIZATION_UNAVAILABLE_MESSAGE,
  fetchStagedLocations: 'Failed to fetch staged locations',
  fetchActiveLocations: 'Failed to fetch active locations',
  fetchVendorEmployees: 'Failed to fetch vendor employees',
  fetchAttendanceEmployees: 'Failed to fetch employees for attendance',
  updateLocationStatus: 'Failed to update location status',
  updateLocationData: 'Failed to update location data',
  saveAndApproveLocation: 'Failed to save and approve location',
  addEmployee: 'Failed to add employee',
  updateEmployee: 'Failed to update employee',
  assignLocations: 'Failed to assign locations',
  deactivateEmployee: 'Failed to deactivate employee',
  addAttendance: 'Failed to add attendance record',
  deleteAttendance: 'Failed to delete attendance record',
  createPestControl: 'Failed to create pest control record',
  retrievePestControl: 'Failed to retrieve pest control records',
  retrieveMonthlyStatistics: 'Failed to retrieve monthly statistics',
  retrieveMonthData: 'Failed to retrieve month data',
  deletePestControl: 'Failed to delete pest control record',
  fetchMonthlyAttendanceReport: 'Failed to fetch monthly attendance report',
  uploadNetwork: 'Upload failed due to network error',
  upload: (statusText: string) => `Upload failed: ${statusText}`,
} as const;
