import { z } from 'zod';

/**
 * One shape for every paged list: the query (`page`, `limit`, `sortBy`, `sortOrder`) and the
 * `pagination` object of the answer. The spec's own list shapes (`data.employees` +
 * `pagination` + `summary`, `data.records` + `pagination`, ...) are built from these.
 */

/**
 * A whole number from a query string or a JSON body: a number, or its plain decimal digits.
 * Nothing else ('0x1', '1e0', ' 1 ', '01', true, [1] are refused), so one value has one spelling.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^(0|[1-9]\d{0,14})$/, 'must be a whole number')])
    .transform(Number)
    .pipe(
      z
        .number()
        .int('must be a whole number')
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
    );

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

export interface PageQueryOptions<S extends readonly [string, ...string[]]> {
  /** The fields a list may be sorted by. */
  sortBy: S;
  defaultSortBy: S[number];
  defaultSortOrder?: SortOrder;
  defaultLimit: number;
  maxLimit: number;
}

/** The paging part of a list's query: page (from 1), limit, sortBy and sortOrder, with defaults. */
export function pageQuery<const S extends readonly [string, ...string[]]>(
  options: PageQueryOptions<S>,
) {
  return z.object({
    page: wholeNumber(1, 1_000_000).default(1),
    limit: wholeNumber(1, options.maxLimit).default(options.defaultLimit),
    sortBy: z.enum(options.sortBy).default(options.defaultSortBy as never),
    sortOrder: SortOrder.default(options.defaultSortOrder ?? 'asc'),
  });
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** The `pagination` object of a paged answer. */
export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof Pagination>;

/** The pagination of `total` items seen a page at a time. */
export function paginationOf(total: number, { page, limit }: PageRequest): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    limit,
    total,
    totalPages,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

/** Rows to skip and take for a page. */
export const pageWindow = ({ page, limit }: PageRequest) => ({
  offset: (page - 1) * limit,
  limit,
});
