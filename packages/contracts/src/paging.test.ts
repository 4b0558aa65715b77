import { describe, expect, it } from 'vitest';
import { pageQuery, pageWindow, paginationOf, wholeNumber } from './paging';

describe('wholeNumber', () => {
  const n = wholeNumber(1, 100);
  it('takes numbers and plain decimal strings', () => {
    expect(n.parse(7)).toBe(7);
    expect(n.parse('42')).toBe(42);
  });
  it.each([
    ['0x1'],
    ['1e0'],
    [' 1 '],
    ['01'],
    ['+1'],
    [true],
    [[1]],
    ['1.5'],
    [1.5],
    ['-1'],
    [''],
    [null],
  ])('refuses %j', (value) => {
    expect(n.safeParse(value).success).toBe(false);
  });
  it('keeps the bounds', () => {
    expect(n.safeParse(0).success).toBe(false);
    expect(n.safeParse('101').success).toBe(false);
  });
});

describe('pageQuery', () => {
  const query = pageQuery({
    sortBy: ['name', 'createdAt'],
    defaultSortBy: 'name',
    defaultLimit: 100,
    maxLimit: 500,
  });
  it('fills the defaults', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 100, sortBy: 'name', sortOrder: 'asc' });
  });
  it('reads a query string', () => {
    expect(query.parse({ page: '3', limit: '20', sortBy: 'createdAt', sortOrder: 'desc' })).toEqual(
      { page: 3, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' },
    );
  });
  it('refuses unknown sort fields and limits over the maximum', () => {
    expect(query.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(query.safeParse({ limit: '501' }).success).toBe(false);
  });
});

describe('paginationOf and pageWindow', () => {
  it('describes the middle, the end and an empty list', () => {
    expect(paginationOf(250, { page: 2, limit: 100 })).toEqual({
      page: 2,
      limit: 100,
      total: 250,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(paginationOf(250, { page: 3, limit: 100 }).hasNextPage).toBe(false);
    expect(paginationOf(0, { page: 1, limit: 100 })).toMatchObject({
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });
  it('skips the pages before', () => {
    expect(pageWindow({ page: 3, limit: 20 })).toEqual({ offset: 40, limit: 20 });
  });
});
