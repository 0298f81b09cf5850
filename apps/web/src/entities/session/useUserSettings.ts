import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSettings, type Profile, type UserSettings } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, ok } from '../../api/client.js';
import { PROFILE_KEY } from './profileQuery.js';

/** PATCH users/me/settings/: the signed-in user's own settings; the profile shows them at once. */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<UserSettings>) =>
      checkedAnswer(userSettings, await ok(api.PATCH('/api/users/me/settings/', { body }))),
    onMutate: (body) => {
      const before = queryClient.getQueryData<Profile>(PROFILE_KEY);
      if (before)
        queryClient.setQueryData<Profile>(PROFILE_KEY, {
          ...before,
          settings: { ...before.settings, ...body },
        });
      return { before };
    },
    onSuccess: (settings) =>
      queryClient.setQueryData<Profile>(PROFILE_KEY, (profile) =>
        profile ? { ...profile, settings } : profile,
      ),
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(PROFILE_KEY, context.before);
    },
  });
}
