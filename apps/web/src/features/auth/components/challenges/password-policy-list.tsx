import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { passwordRules } from '../../lib/password-policy';

/** The policy, each rule marked as met or not for the password typed so far. */
export function PasswordPolicyList({ password, id }: { password: string; id: string }) {
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        Your new password needs:
      </Text>
      <List spacing={2} size="sm" center>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.label}
              icon={
                <ThemeIcon color={met ? 'teal' : 'gray'} size={18} radius="xl" variant="light">
                  {met ? <IconCheck size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm" c={met ? undefined : 'dimmed'}>
                {rule.label}
              </Text>
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
