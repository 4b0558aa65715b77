import { useLocations } from '@/features/locations';
import { LocationsMap } from '@/features/maps';

/** `/map` (no shell): the live locations on the map. */
export default function MapPage() {
  return <LocationsMap locations={useLocations()} />;
}
