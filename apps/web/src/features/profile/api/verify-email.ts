import { UserMeta, type VerifyEmailBody } from '@fm/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/profile/email-verification`: the code that makes the pending e-mail the sign-in name. */
const verifyEmail = (body: VerifyEmailBody) =>
  apiRequest('/profile/email-verification', { method: 'POST', body, schema: UserMeta });

const verifyEmailMutationOptions = () => mutationOptions({ mutationFn: verifyEmail });

export const useVerifyEmail = () => useMutation(verifyEmailMutationOptions());
