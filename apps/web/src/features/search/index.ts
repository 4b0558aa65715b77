export { HeaderSearch } from './header-search';
export { LocationSearchBox } from './components/location-search-box';
export {
  buildLocationSearchIndex,
  searchLocations,
  type SearchableLocation,
} from './lib/match-locations';
