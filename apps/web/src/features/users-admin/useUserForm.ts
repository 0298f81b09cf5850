import { zodResolver } from '@hookform/resolvers/zod';
import type { InvitationRead, UserRead } from '@waymark/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import { useCreateUser, useUpdateUser } from '../../entities/user/userMutations.js';
import type { UserEditRules } from './userEditRules.js';
import {
  createPayload,
  NEW_USER,
  updatePayload,
  USER_FORM_FIELDS,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from './userFormSchema.js';

interface Options {
  /** The user being edited; null for a new one. */
  user: UserRead | null;
  organisationId: number | null;
  rules: UserEditRules;
  onSaved(user: UserRead): void;
  /**
   * A new user's email already had an account (in another organisation): the server invited
   * that account instead (202), and nothing of it is shown.
   */
  onInvited?: (invitation: InvitationRead) => void;
}

/**
 * The user form's state and its Save: POST users/ for a new user, PATCH users/:id/ otherwise,
 * both with the current organisation; 400 field errors go under their fields, anything else
 * above the form.
 */
export function useUserForm({ user, organisationId, rules, onSaved, onInvited }: Options) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? 0);
  const [general, setGeneral] = useState<string[]>([]);
  const initial = user ? userFormValues(user, organisationId) : NEW_USER;
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: initial,
  });
  const { reset } = form;
  // A newer copy of the user (saved here, or refetched) becomes what Cancel returns to.
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    reset(JSON.parse(initialKey) as UserFormValues);
  }, [initialKey, reset]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    if (organisationId === null) {
      setGeneral([t('usersAdmin.noOrganisation')]);
      return;
    }
    try {
      if (user) {
        const saved = await update.mutateAsync(
          updatePayload(values, organisationId, {
            rights: rules.canEditRights,
            superuser: user.is_superuser,
          }),
        );
        showToast(t('usersAdmin.saved'));
        onSaved(saved);
        return;
      }
      const created = await create.mutateAsync(createPayload(values, organisationId));
      if (created.kind === 'invited') {
        onInvited?.(created.invitation);
        return;
      }
      const saved = created.user;
      showToast(
        values.password
          ? t('usersAdmin.created', { name: saved.name || saved.email })
          : t('usersAdmin.createdInvited', { email: saved.email }),
      );
      onSaved(saved);
    } catch (error) {
      const messages = applyServerErrors(error, USER_FORM_FIELDS, form.setError);
      const fieldErrorsShown = error instanceof ApiError && error.status === 400;
      setGeneral(messages.length || fieldErrorsShown ? messages : [t('usersAdmin.saveFailed')]);
    }
  });

  const cancel = () => {
    setGeneral([]);
    reset(initial);
  };

  return {
    form,
    submit,
    cancel,
    general,
    saving: create.isPending || update.isPending,
  };
}
