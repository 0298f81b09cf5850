import { useMutation } from '@tanstack/react-query';
import type { DetailResponse, PasswordChangeBody } from '@waymark/contract';
import { apiRequest } from '../../api/client.js';

/** POST auth/password/change/: answers {detail}, or 400 field errors. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiRequest<DetailResponse>('auth/password/change/', { method: 'POST', body }),
  });
}
