import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useAuth } from '@/features/auth';
import { useLocationContacts } from '../api/get-location-contacts';
import { DashboardSection } from '@/components/dashboard-section';
import { QueryError } from '@/components/query-error';

/** The location's single points of contact (`POST /getLocationSPOC`), primary first. */
export function LocationContacts({ locationId }: { locationId: number }) {
  const { user } = useAuth();
  const contacts = useLocationContacts(locationId, user?.organizationId ?? undefined);
  if (contacts.isPending)
    return <DashboardSection title="Contacts (SPOC)" empty="Loading contacts..." />;
  if (contacts.isError)
    return (
      <DashboardSection title="Contacts (SPOC)">
        <QueryError
          title="Could not load contacts"
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
        />
      </DashboardSection>
    );
  if (contacts.data.length === 0)
    return <DashboardSection title="Contacts (SPOC)" empty="No contacts recorded yet." />;
  return (
    <DashboardSection title="Contacts (SPOC)">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {contacts.data.map((contact) => (
          <li key={contact.id}>
            <Group gap="xs">
              <Text fw={500}>{contact.name}</Text>
              {contact.isPrimary && (
                <Badge size="xs" variant="light">
                  Primary
                </Badge>
              )}
            </Group>
            {contact.designation && (
              <Text size="sm" c="dimmed">
                {contact.designation}
              </Text>
            )}
            <Group gap="md">
              {contact.email && (
                <Anchor size="sm" href={`mailto:${contact.email}`}>
                  {contact.email}
                </Anchor>
              )}
              {contact.phone && (
                <Anchor size="sm" href={`tel:${contact.phone}`}>
                  {contact.phone}
                </Anchor>
              )}
            </Group>
          </li>
        ))}
      </Stack>
    </DashboardSection>
  );
}
