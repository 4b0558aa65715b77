import {
  AssignLocationsData,
  DeactivateEmployeeData,
  EmployeeData,
  ListVendorEmployeesData,
  type CreateVendorEmployeeBody,
  type ListVendorEmployeesQuery,
  type UpdateVendorEmployeeBody,
} from '@fm/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const employeeKeys = {
  all: ['employees'] as const,
  list: (query: Partial<ListVendorEmployeesQuery>) => [...employeeKeys.all, 'list', query] as const,
};

/** `GET /vendor/employees`: a page of employees with pagination and summary. */
const employeesQueryOptions = (query: Partial<ListVendorEmployeesQuery>) =>
  queryOptions({
    queryKey: employeeKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/vendor/employees', { query, schema: ListVendorEmployeesData, signal }),
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

export function useEmployeeMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: employeeKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateVendorEmployeeBody) =>
        apiRequest('/vendor/employees', { method: 'POST', body, schema: EmployeeData }),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateVendorEmployeeBody }) =>
        apiRequest(`/vendor/employees/${id}`, { method: 'PUT', body, schema: EmployeeData }),
      onSuccess: invalidate,
    }),
    assign: useMutation({
      mutationFn: ({
        id,
        locationIds,
        updatedBy,
      }: {
        id: string;
        locationIds: number[];
        updatedBy?: string;
      }) =>
        apiRequest(`/vendor/employees/${id}/locations`, {
          method: 'PUT',
          body: { locationIds, updatedBy },
          schema: AssignLocationsData,
        }),
      onSuccess: invalidate,
    }),
    deactivate: useMutation({
      mutationFn: ({
        id,
        reason,
        deactivatedBy,
      }: {
        id: string;
        reason: string;
        deactivatedBy?: string;
      }) =>
        apiRequest(`/vendor/employees/${id}/deactivate`, {
          method: 'POST',
          body: { reason, deactivatedBy },
          schema: DeactivateEmployeeData,
        }),
      onSuccess: invalidate,
    }),
  };
}
