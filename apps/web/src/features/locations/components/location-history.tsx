import type { AuditEntryRecord, LocationAuditAction } from '@fm/contracts';
import { Group, List, Stack, Text, Timeline } from '@mantine/core';
import { useLocationAudit } from '../api/get-location-audit';
import { fieldLabel, formatDateTime, valueText } from '@/lib/format';
import { DashboardSection } from '@/components/dashboard-section';
import { LocationStatusBadge } from './location-status-badge';
import { QueryError } from '@/components/query-error';

const actionLabels: Record<LocationAuditAction, string> = {
  'staging.staged-location.added': 'Staged for approval',
  'staging.staged-location.updated': 'Staged data changed',
  'staging.staged-location.approved': 'Approved',
  'staging.staged-location.rejected': 'Rejected',
  'staging.staged-location.saved-and-approved': 'Corrected and approved',
  'locations.location.created': 'Made live',
  'locations.location.updated': 'Details changed',
  'locations.location.status-changed': 'Status changed',
  'locations.location.deleted': 'Deleted',
};

/** What an entry changed: each field before and after (whole records only for create/delete). */
function changedFields(
  entry: AuditEntryRecord,
): { field: string; before: unknown; after: unknown }[] {
  if (
    entry.action === 'locations.location.created' ||
    entry.action === 'staging.staged-location.added'
  )
    return [];
  const before = (entry.changes.before ?? {}) as Record<string, unknown>;
  const after = (entry.changes.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

/** The status history (oldest first) and the audit trail (newest first): who, when, what. */
export function LocationHistory({ locationRef }: { locationRef: string }) {
  const audit = useLocationAudit(locationRef);
  if (audit.isPending)
    return <DashboardSection title="Status history" empty="Loading history..." />;
  if (audit.isError)
    return (
      <DashboardSection title="Status history">
        <QueryError
          title="Could not load the history"
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      </DashboardSection>
    );
  const { statusHistory, entries } = audit.data;
  return (
    <>
      <DashboardSection
        title="Status history"
        empty={statusHistory.length === 0 ? 'No status changes recorded yet.' : undefined}
      >
        <Timeline active={statusHistory.length - 1} bulletSize={14} lineWidth={2}>
          {statusHistory.map((step) => (
            <Timeline.Item
              key={`${step.at}-${step.status}`}
              title={<LocationStatusBadge status={step.status} />}
            >
              <Text size="sm">
                {formatDateTime(step.at)} by {step.by}
              </Text>
              {step.reason && (
                <Text size="sm" c="dimmed">
                  Reason: {step.reason}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </DashboardSection>
      <DashboardSection
        title="Audit trail"
        empty={entries.length === 0 ? 'No changes recorded yet.' : undefined}
      >
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => {
            const fields = changedFields(entry);
            const reason = entry.changes.reason;
            return (
              <li key={entry.id}>
                <Group gap="xs" justify="space-between">
                  <Text fw={500} size="sm">
                    {actionLabels[entry.action as LocationAuditAction] ?? entry.action}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.createdAt)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  by {entry.actorEmail}
                </Text>
                {typeof reason === 'string' && reason !== '' && (
                  <Text size="sm">Reason: {reason}</Text>
                )}
                {fields.length > 0 && (
                  <List size="sm" spacing={2}>
                    {fields.map(({ field, before, after }) => (
                      <List.Item key={field}>
                        {fieldLabel(field)}: {valueText(before)} → {valueText(after)}
                      </List.Item>
                    ))}
                  </List>
                )}
              </li>
            );
          })}
        </Stack>
      </DashboardSection>
    </>
  );
}
