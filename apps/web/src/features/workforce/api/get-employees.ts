import { ListVendorEmployeesData, type ListVendorEmployeesQuery } from '@fm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './keys';

/** `GET /vendor/employees`: a page of employees with pagination and summary. */
const getEmployees = (query: Partial<ListVendorEmployeesQuery>, signal?: AbortSignal) =>
  apiRequest('/vendor/employees', { query, schema: ListVendorEmployeesData, signal });

const employeesQueryOptions = (query: Partial<ListVendorEmployeesQuery>) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: ({ signal }) => getEmployees(query, signal),
  });

export const useEmployees = (query: Partial<ListVendorEmployeesQuery>, enabled = true) =>
  useQuery({ ...employeesQueryOptions(query), placeholderData: keepPreviousData, enabled });

/**
 * The employees the day's marking lists: active only, page 1, 100, by name ascending (spec
 * section 7), at one location.
 */
export const useAttendanceEmployees = (locationId: number | null) =>
  useQuery({
    ...employeesQueryOptions({
      status: 'active',
      page: 1,
      limit: 100,
      sortBy: 'name',
      sortOrder: 'asc',
      ...(locationId === null ? {} : { locationId }),
    }),
    enabled: locationId !== null,
  });
