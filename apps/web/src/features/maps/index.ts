export {
  CoordinatePicker,
  type CoordinatePickerProps,
  type Coordinates,
} from './coordinate-picker';
export { LocationPinMap, type LocationPinMapProps } from './location-pin-map';
