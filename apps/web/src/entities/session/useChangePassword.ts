import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@waymark/contract';
import { api, ok } from '../../api/client.js';

/** POST auth/password/change/: answers {detail}, or 400 field errors. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => ok(api.POST('/api/auth/password/change/', { body })),
  });
}
