export { CoordinatePicker } from './coordinate-picker';
export { LocationPinMap } from './location-pin-map';
export { LocationsGlobe, LocationsMap } from './locations-map';
