import {
  MIN_PASSWORD_LENGTH,
  permissionString,
  userCreate,
  userPatch,
  type UserCreate,
  type UserPatch,
  type UserRead,
} from '@waymark/contract';
import { z } from 'zod';

/**
 * The user form's values. The limits are the contract's (userCreate); the messages the client
 * writes are message keys, translated under the field (FormTextField).
 */
export const userFormSchema = z.object({
  first_name: z.string().trim().max(150),
  last_name: z.string().trim().max(150),
  email: z.string().trim().min(1, 'validation.required').max(254).pipe(z.email('validation.email')),
  // Empty: a new user is invited to choose one; an existing user keeps theirs.
  password: z
    .string()
    .max(128)
    .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, {
      message: 'validation.passwordLength',
    }),
  is_active: z.boolean(),
  admin: z.boolean(),
  permissions: z.array(permissionString),
});
export type UserFormValues = z.infer<typeof userFormSchema>;

/** Fields the server may name in a 400 answer that the form shows under a field. */
export const USER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'is_active',
  'admin',
  'permissions',
] as const satisfies readonly (keyof UserFormValues)[];

export const NEW_USER: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  is_active: true,
  admin: false,
  permissions: [],
};

/** The form's values for a user; the Admin flag is the one of the current organisation. */
export function userFormValues(user: UserRead, organisationId: number | null): UserFormValues {
  const known = new Set<string>(permissionString.options);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    password: '',
    is_active: user.is_active,
    admin: user.organisations.find((o) => o.id === organisationId)?.admin ?? false,
    permissions: user.permissions.filter((p): p is UserFormValues['permissions'][number] =>
      known.has(p),
    ),
  };
}

/** POST users/: the user with the current organisation (section 4, Create, delete). */
export function createPayload(values: UserFormValues, organisationId: number): UserCreate {
  return userCreate.parse({
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    ...(values.password ? { password: values.password } : {}),
    is_active: values.is_active,
    permissions: values.permissions,
    organisation: organisationId,
    admin: values.admin,
  });
}

/**
 * PATCH users/:id/: always with the current organisation (section 4). Users editing themselves
 * send only their name and email; a superuser's permissions are not theirs to tick.
 */
export function updatePayload(
  values: UserFormValues,
  organisationId: number,
  options: { rights: boolean; superuser: boolean },
): UserPatch {
  const names = {
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    organisation: organisationId,
  };
  if (!options.rights) return userPatch.parse(names);
  return userPatch.parse({
    ...names,
    ...(values.password ? { password: values.password } : {}),
    is_active: values.is_active,
    admin: values.admin,
    ...(options.superuser ? {} : { permissions: values.permissions }),
  });
}
