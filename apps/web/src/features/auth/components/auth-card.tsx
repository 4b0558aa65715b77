import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { productTitle } from '@/lib/product';

/**
 * The login page: the theme toggle, the product's title and a card for the form or challenge.
 * With `focusHeading`, focus moves to the heading whenever it changes, so keyboard and screen
 * reader users land on the new step instead of on a button that just disappeared.
 */
export function AuthCard({
  heading,
  subtitle,
  focusHeading = false,
  children,
}: {
  heading: string;
  subtitle?: ReactNode;
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, heading]);
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="flex-end" p="md">
        <ThemeToggle />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Title order={1} ta="center" fz="h3">
            {productTitle()}
          </Title>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <div>
                <Title order={2} fz="h3" ref={headingRef} tabIndex={-1}>
                  {heading}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                ) : null}
              </div>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
