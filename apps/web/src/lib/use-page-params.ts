import type { SortOrder } from '@fm/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The shape of a contracts `pageQuery(...)`: page, limit, sortBy and sortOrder with defaults. */
type PagingSchema = z.ZodObject<{
  page: z.ZodType<number>;
  limit: z.ZodType<number>;
  sortBy: z.ZodType<string>;
  sortOrder: z.ZodType<SortOrder>;
}>;

/** Filters: an object of optional fields that read from text (enums, bounded text, coerced numbers). */
type FilterSchema = z.ZodObject;

export interface PageParams<P extends PagingSchema, F extends FilterSchema> {
  /** Paging with defaults filled in, plus the filters set: what the list's API call takes. */
  query: z.output<P> & Partial<z.output<F>>;
  /** The filters in the URL (unset ones are absent). */
  filters: Partial<z.output<F>>;
  /** True when any filter is set (for a 'Clear filters' action). */
  filtered: boolean;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  setLimit: (limit: number) => void;
  /** A new order starts again at page 1. */
  setSort: (sort: { sortBy: z.output<P>['sortBy']; sortOrder: SortOrder }) => void;
  /** Changes some filters (undefined or '' removes one) and goes back to page 1. */
  setFilters: (changes: Partial<z.input<F>>) => void;
  clearFilters: () => void;
}

/** A field read from the URL: its value when valid, else its default (or nothing). */
function readField(field: z.ZodType, text: string | null): unknown {
  const parsed = field.safeParse(text ?? undefined);
  if (parsed.success) return parsed.data;
  const fallback = field.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A paged list's state in the URL's search parameters (`?page=2&limit=50&sortBy=name&sortOrder=
 * desc&status=active`), typed by the contracts' `pageQuery(...)` the server validates with and
 * an optional zod object of filters. A value that does not fit (a hand-edited URL) reads as its
 * default; defaults are left out of the URL. Changing a filter, the sort or the page size goes
 * back to page 1. Paging and sorting add a history entry (Back returns to the previous page);
 * filters replace it, so typing in a search box does not fill the history.
 */
export function usePageParams<
  P extends PagingSchema,
  F extends FilterSchema = z.ZodObject<Record<never, z.ZodType>>,
>(paging: P, filterSchema?: F): PageParams<P, F> {
  const [params, setParams] = useSearchParams();

  return useMemo(() => {
    const pagingFields = Object.entries(paging.shape) as [string, z.ZodType][];
    const filterFields = Object.entries(filterSchema?.shape ?? {}) as [string, z.ZodType][];
    const read = (fields: [string, z.ZodType][]) =>
      Object.fromEntries(
        fields
          .map(([key, field]) => [key, readField(field, params.get(key))] as const)
          .filter(([, value]) => !isBlank(value)),
      );
    const pageState = read(pagingFields) as z.output<P>;
    const filters = read(filterFields) as Partial<z.output<F>>;

    /** Writes changes; a default or blank value leaves the URL. */
    const update = (changes: Record<string, unknown>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const field = (paging.shape as Record<string, z.ZodType>)[key];
            const fallback = field ? readField(field, null) : undefined;
            if (isBlank(value) || value === fallback) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    const filterKeys = filterFields.map(([key]) => key);

    return {
      query: { ...pageState, ...filters },
      filters,
      filtered: Object.keys(filters).length > 0,
      setPage: (page) => update({ page }, false),
      setLimit: (limit) => update({ limit, page: 1 }, false),
      setSort: ({ sortBy, sortOrder }) => update({ sortBy, sortOrder, page: 1 }, false),
      setFilters: (changes) => update({ ...changes, page: 1 }, true),
      clearFilters: () =>
        update(
          Object.fromEntries([...filterKeys.map((key) => [key, undefined]), ['page', 1]]),
          true,
        ),
    };
  }, [params, setParams, paging, filterSchema]);
}
