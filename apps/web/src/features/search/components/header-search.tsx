import { useLocations } from '@/features/locations';
import { LocationSearchBox } from './location-search-box';

/** The header's search box over the organisation's live locations. */
export function HeaderSearch() {
  const { data, isPending, isError } = useLocations();
  return <LocationSearchBox locations={data} isLoading={isPending} isError={isError} />;
}
