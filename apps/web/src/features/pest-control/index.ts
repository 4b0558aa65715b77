export { LocationPestControl } from './components/location-pest-control';
