import { useLocations } from '@/features/locations';
import { LocationsGlobe } from '@/features/maps';

/** `/globe` (no shell): the live locations on a 3D globe. */
export default function GlobePage() {
  return <LocationsGlobe locations={useLocations()} />;
}
