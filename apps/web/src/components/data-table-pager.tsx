import type { Pagination as PageInfo } from '@fm/contracts';
import { Box, Group, NativeSelect, Pagination, Text } from '@mantine/core';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** 'Showing 26-50 of 240' for the page shown ('Showing 0 of 0' never appears: empty lists say so). */
function showingText({ page, limit, total }: PageInfo): string {
  const first = Math.min(total, (page - 1) * limit + 1);
  const last = Math.min(total, page * limit);
  return `Showing ${first}-${last} of ${total}`;
}

/**
 * The paging controls under a data table: where the page is in the list, the page size and the
 * pages. The pages are buttons in a navigation landmark; the current one is `aria-current`.
 */
export function DataTablePager({
  label,
  pagination,
  onPageChange,
  onLimitChange,
  pageSizes = DEFAULT_PAGE_SIZES,
}: {
  label: string;
  pagination: PageInfo;
  onPageChange?: (page: number) => void;
  onLimitChange?: (limit: number) => void;
  pageSizes?: readonly number[];
}) {
  const sizes = pageSizes.includes(pagination.limit)
    ? pageSizes
    : [...pageSizes, pagination.limit].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md">
        <Text size="sm" aria-live="polite">
          {showingText(pagination)}
        </Text>
        {onLimitChange && (
          <NativeSelect
            size="xs"
            label="Rows per page"
            data={sizes.map(String)}
            value={String(pagination.limit)}
            onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          />
        )}
      </Group>
      {onPageChange && pagination.totalPages > 1 && (
        <Box component="nav" aria-label={`${label}, pages`}>
          <Pagination
            size="sm"
            withEdges
            total={pagination.totalPages}
            value={pagination.page}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Box>
      )}
    </Group>
  );
}
