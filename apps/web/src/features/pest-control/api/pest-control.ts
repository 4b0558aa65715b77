import {
  ListPestControlData,
  ListSchedulesData,
  LocationDayData,
  PatchScheduleData,
  PestControlDownloadUrlData,
  PestControlRecordData,
  PestControlStatusData,
  PestControlUploadUrlData,
  ScheduleData,
  type AddPestControlWithFilesBody,
  type CreateScheduleBody,
  type ListPestControlQuery,
  type ListSchedulesQuery,
  type PatchScheduleBody,
  type PestControlStatusQuery,
  type PestControlUploadUrlBody,
} from '@fm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type Query = Record<string, string | number | boolean | null | undefined>;

/** Query keys: everything under `pest-control`, so one invalidation refreshes every view. */
export const pestControlKeys = {
  all: ['pest-control'] as const,
  records: (query: object) => ['pest-control', 'records', query] as const,
  schedules: (query: object) => ['pest-control', 'schedules', query] as const,
  status: (query: object) => ['pest-control', 'status', query] as const,
  location: (locationId: number, date?: string) =>
    ['pest-control', 'location', locationId, date ?? 'latest'] as const,
};

/** `GET /api/vendor/pest-control`: records, pagination and (statsType=monthly) monthlyStats. */
const fetchRecords = (query: ListPestControlQuery, signal?: AbortSignal) =>
  apiRequest('/vendor/pest-control', {
    query: query as Query,
    schema: ListPestControlData,
    signal,
  });

export const useRecords = (query: ListPestControlQuery, enabled = true) =>
  useQuery({
    queryKey: pestControlKeys.records(query),
    queryFn: ({ signal }) => fetchRecords(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `GET /api/vendor/pest-control/schedules` with its filters, limit and offset. */
export const fetchSchedules = (query: ListSchedulesQuery, signal?: AbortSignal) =>
  apiRequest('/vendor/pest-control/schedules', {
    query: query as Query,
    schema: ListSchedulesData,
    signal,
  });

export const useSchedules = (query: ListSchedulesQuery, enabled = true) =>
  useQuery({
    queryKey: pestControlKeys.schedules(query),
    queryFn: ({ signal }) => fetchSchedules(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** `GET /api/pest-control/status`: the status grid. */
export const usePestControlStatus = (query: PestControlStatusQuery) =>
  useQuery({
    queryKey: pestControlKeys.status(query),
    queryFn: ({ signal }) =>
      apiRequest('/pest-control/status', {
        query: query as Query,
        schema: PestControlStatusData,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One location's records on a day, or its latest ones without a date. */
export const useLocationRecords = (locationId: number, date?: string) =>
  useQuery({
    queryKey: pestControlKeys.location(locationId, date),
    queryFn: ({ signal }) =>
      apiRequest(`/pest-control/locations/${locationId}/records`, {
        query: { date, limit: date ? undefined : 3 },
        schema: LocationDayData,
        signal,
      }),
  });

/** `pest-control-upload-url`: a presigned POST for one file. */
export const requestUploadUrl = (body: PestControlUploadUrlBody) =>
  apiRequest('/functions/pest-control-upload-url', {
    method: 'POST',
    body,
    schema: PestControlUploadUrlData,
  });

/** `pest-control-download-url`: a short-lived link (inline for previews). */
export const requestDownloadUrl = (body: {
  orgId: number;
  consolePestControlId: string;
  s3Key: string;
  userEmail?: string;
  inline?: boolean;
}) =>
  apiRequest('/functions/pest-control-download-url', {
    method: 'POST',
    body,
    schema: PestControlDownloadUrlData,
  });

function useInvalidating<TVariables, TData>(run: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: pestControlKeys.all }),
  });
}

/** `add-pest-control-with-files`: the record and its uploaded files at once. */
export const useCreateRecord = () =>
  useInvalidating((body: AddPestControlWithFilesBody) =>
    apiRequest('/functions/add-pest-control-with-files', {
      method: 'POST',
      body,
      schema: PestControlRecordData,
    }),
  );

/** `DELETE /api/vendor/pest-control/{id}` (soft). */
export const useDeleteRecord = () =>
  useInvalidating(
    ({
      id,
      ...body
    }: {
      id: string;
      orgId: number;
      deactivatedBy: string;
      deactivationReason: string;
    }) =>
      apiRequest(`/vendor/pest-control/${id}`, {
        method: 'DELETE',
        body,
        schema: PestControlRecordData,
      }),
  );

export const useCreateSchedule = () =>
  useInvalidating((body: CreateScheduleBody) =>
    apiRequest('/vendor/pest-control/schedules', { method: 'POST', body, schema: ScheduleData }),
  );

export const usePatchSchedule = () =>
  useInvalidating(({ id, body }: { id: string; body: PatchScheduleBody }) =>
    apiRequest(`/vendor/pest-control/schedules/${id}`, {
      method: 'PATCH',
      body,
      schema: PatchScheduleData,
    }),
  );
