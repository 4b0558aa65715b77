import { boundedText, pageQuery } from '@fm/contracts';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usePageParams, type PageParams } from './use-page-params';

const paging = pageQuery({
  sortBy: ['name', 'createdAt'],
  defaultSortBy: 'name',
  defaultLimit: 25,
  maxLimit: 100,
});
const filterSchema = z.object({
  status: z.enum(['active', 'inactive']).optional(),
  search: boundedText(100).optional(),
});

type Params = PageParams<typeof paging, typeof filterSchema>;

/** Renders the hook at a URL; `current()` is its latest answer, `search()` the URL's query. */
function renderAt(url: string) {
  const seen: { params?: Params; search?: string; navigate?: NavigateFunction } = {};
  function Probe() {
    seen.params = usePageParams(paging, filterSchema);
    seen.search = useLocation().search;
    seen.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return {
    current: () => seen.params!,
    search: () => seen.search!,
    back: () => void seen.navigate!(-1),
  };
}

describe('usePageParams', () => {
  it('reads the defaults of the contract from an empty URL', () => {
    const { current } = renderAt('/list');
    expect(current().query).toEqual({ page: 1, limit: 25, sortBy: 'name', sortOrder: 'asc' });
    expect(current().filtered).toBe(false);
  });

  it('reads paging, sort and filters from the URL, typed', () => {
    const { current } = renderAt(
      '/list?page=3&limit=50&sortBy=createdAt&sortOrder=desc&status=active&search=goa',
    );
    expect(current().query).toEqual({
      page: 3,
      limit: 50,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      status: 'active',
      search: 'goa',
    });
    expect(current().filters).toEqual({ status: 'active', search: 'goa' });
    expect(current().filtered).toBe(true);
  });

  it('reads a value that does not fit as its default, or as no filter', () => {
    const { current } = renderAt('/list?page=0&limit=5000&sortBy=secret&sortOrder=up&status=gone');
    expect(current().query).toEqual({ page: 1, limit: 25, sortBy: 'name', sortOrder: 'asc' });
  });

  it('writes the page, leaving defaults out of the URL', () => {
    const { current, search } = renderAt('/list?status=active');
    act(() => current().setPage(4));
    expect(search()).toBe('?status=active&page=4');
    act(() => current().setPage(1));
    expect(search()).toBe('?status=active');
  });

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    const { current, search } = renderAt('/list?page=4');
    act(() => current().setFilters({ status: 'inactive' }));
    expect(search()).toBe('?status=inactive');
    expect(current().query.page).toBe(1);

    act(() => current().setPage(2));
    act(() => current().setSort({ sortBy: 'createdAt', sortOrder: 'desc' }));
    expect(search()).toBe('?status=inactive&sortBy=createdAt&sortOrder=desc');

    act(() => current().setPage(3));
    act(() => current().setLimit(100));
    expect(current().query).toMatchObject({ page: 1, limit: 100 });
  });

  it('removes a filter set to nothing, and clears all filters at once', () => {
    const { current, search } = renderAt('/list?status=active&search=goa&limit=50&page=2');
    act(() => current().setFilters({ search: '' }));
    expect(search()).toBe('?status=active&limit=50');
    act(() => current().clearFilters());
    expect(search()).toBe('?limit=50');
    expect(current().filtered).toBe(false);
  });

  it('keeps other parameters of the URL', () => {
    const { current, search } = renderAt('/list?tab=staged');
    act(() => current().setPage(2));
    expect(search()).toBe('?tab=staged&page=2');
  });

  it('adds paging to the history (Back returns to the last page) but not filter typing', () => {
    const { current, search, back } = renderAt('/list');
    act(() => current().setPage(2));
    act(() => current().setPage(3));
    act(() => back());
    expect(search()).toBe('?page=2');
    act(() => current().setFilters({ search: 'g' }));
    act(() => current().setFilters({ search: 'go' }));
    act(() => back());
    expect(search()).toBe('');
  });
});
