import { Badge, NavLink, Paper, Text } from '@mantine/core';
import { IconFolder, IconLayoutList } from '@tabler/icons-react';
import { ALL_REPORTS, reportCategories, reports, type ReportCategory } from '../lib/reports';

interface ReportSidebarProps {
  category: ReportCategory | null;
  onChange: (category: ReportCategory | null) => void;
}

const countOf = (category: ReportCategory | null) =>
  category === null ? reports.length : reports.filter((report) => report.type === category).length;

/** 'All Reports' and the 'Report Category' list; choosing one narrows the table. */
export function ReportSidebar({ category, onChange }: ReportSidebarProps) {
  const entry = (value: ReportCategory | null, label: string, icon: React.ReactNode) => (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      rightSection={
        <Badge size="sm" variant="light" color="gray" aria-label={`${countOf(value)} reports`}>
          {countOf(value)}
        </Badge>
      }
      active={category === value}
      aria-pressed={category === value}
      onClick={() => onChange(value)}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Report categories">
      {entry(null, ALL_REPORTS, <IconLayoutList size={18} aria-hidden />)}
      <Text
        c="dimmed"
        size="xs"
        fw={700}
        tt="uppercase"
        px="sm"
        pt="md"
        pb={4}
        id="report-category-heading"
      >
        Report Category
      </Text>
      <div role="group" aria-labelledby="report-category-heading">
        {reportCategories.map((value) => (
          <div key={value}>{entry(value, value, <IconFolder size={18} aria-hidden />)}</div>
        ))}
      </div>
    </Paper>
  );
}
