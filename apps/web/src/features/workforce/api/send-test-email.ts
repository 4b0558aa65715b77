import { DailyEmailData } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The daily-attendance-email function with `testTrigger`: the e-mail now (changes no list). */
const sendTestEmail = (orgId: number) =>
  apiRequest('/functions/daily-attendance-email', {
    method: 'POST',
    body: { orgId, testTrigger: true, triggeredAt: new Date().toISOString() },
    schema: DailyEmailData,
  });

const sendTestEmailMutationOptions = (orgId: number) =>
  mutationOptions({ mutationFn: () => sendTestEmail(orgId) });

export const useSendTestEmail = (orgId: number) => useMutation(sendTestEmailMutationOptions(orgId));
