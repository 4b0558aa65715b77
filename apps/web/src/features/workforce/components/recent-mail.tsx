import { OutboxData } from '@fm/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const recentMailKey = ['outbox', 'recent'] as const;

/** The organisation's latest outgoing mail (the outbox), so a test send can be seen. */
export function RecentMail() {
  const outbox = useQuery({
    queryKey: recentMailKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/outbox', { query: { limit: 5 }, schema: OutboxData, signal }),
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Outbox
      </Title>
      {outbox.isError ? (
        <Text c="dimmed" size="sm">
          The outbox could not be read.
        </Text>
      ) : (
        <Table withTableBorder aria-label="Outbox">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Written</Table.Th>
              <Table.Th>SMTP</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(outbox.data?.mails ?? []).map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td>{mail.to}</Table.Td>
                <Table.Td>{mail.subject}</Table.Td>
                <Table.Td>{new Date(mail.createdAt).toLocaleString()}</Table.Td>
                <Table.Td>{mail.sentAt ? 'Sent' : mail.error ? 'Failed' : 'Outbox only'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
