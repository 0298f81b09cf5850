import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  organisation,
  type Organisation,
  type OrganisationCreate,
  type OrganisationPatch,
} from '@waymark/contract';
import { ApiError } from '../../api/ApiError.js';
import { api, asForm, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { applySavedLayout } from '../layout/layoutQueries.js';
import { PROFILE_KEY } from '../session/profileQuery.js';
import { organisationKey } from './organisationsQueries.js';

/** The lists, the profile (its organisations' names and layouts) and the branding follow. */
function refreshAfter(queryClient: QueryClient, saved: Organisation) {
  queryClient.setQueryData(organisationKey(saved.id), saved);
  applySavedLayout(queryClient, saved.id, saved.layout);
  void queryClient.invalidateQueries({ queryKey: ['organisations', 'page'] });
  void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** POST organisations/ (organisations.add_organisation): the creator becomes its admin. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganisationCreate) =>
      checkedAnswer(organisation, await ok(api.POST('/api/organisations/', { body }))),
    onSuccess: (saved) => refreshAfter(queryClient, saved),
  });
}

/** The logo could not be sent after the organisation itself was saved. */
export class LogoUploadError extends Error {
  constructor(
    readonly saved: Organisation,
    readonly reason: unknown,
  ) {
    super('logo upload failed');
  }
}

/**
 * Save: PATCH organisations/:id/ with the organisation and its layout, then, when a new logo
 * was chosen, POST organisations/:id/logo/ (multipart `logo`), whose answer carries the layout
 * with the logo's URL. A removed logo is a layout without one.
 */
export function useSaveOrganisation(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, logo }: { body: OrganisationPatch; logo: File | null }) => {
      const path = { id: idOf(organisationId) };
      let saved = checkedAnswer(
        organisation,
        await ok(api.PATCH('/api/organisations/{id}/', { params: { path }, body })),
      );
      if (logo) {
        const form = new FormData();
        form.append('logo', logo);
        try {
          saved = checkedAnswer(
            organisation,
            await ok(
              api.POST('/api/organisations/{id}/logo/', {
                params: { path },
                // The OpenAPI document describes no multipart bodies: the form is sent as it is.
                body: form as never,
                ...asForm,
              }),
            ),
          );
        } catch (error) {
          refreshAfter(queryClient, saved);
          throw new LogoUploadError(saved, error);
        }
      }
      return saved;
    },
    onSuccess: (saved) => refreshAfter(queryClient, saved),
  });
}

/** The server's words about a failed logo (too big, not an image), when it gave any. */
export function logoProblem(error: LogoUploadError): string | null {
  const cause = error.reason;
  if (!(cause instanceof ApiError)) return null;
  const messages = cause.fieldErrors.logo ?? [];
  return messages.join(' ') || cause.detail;
}
