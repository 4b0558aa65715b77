/** The location dashboard's address (spec route /locations/{locationId}), for every link to it. */
export const locationPath = (location: { locationId: number }) =>
  `/locations/${location.locationId}`;
