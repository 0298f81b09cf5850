import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useAcquireImpersonation } from '../../entities/session/useImpersonation.js';
import { useOrganisationUsers } from '../../entities/user/useOrganisationUsers.js';

/** 'Login as...': the organisation's other users by first and last name (2.12). */
export function LoginAsSelect() {
  const { t } = useTranslation();
  const labelId = useId();
  const user = useCurrentUser();
  const organisation = useCurrentOrganisation();
  const users = useOrganisationUsers(organisation?.id ?? null);
  const acquire = useAcquireImpersonation();
  const others = (users.data ?? []).filter((u) => u.id !== user?.id);
  const name = (u: { first_name: string; last_name: string; email: string }) =>
    `${u.first_name} ${u.last_name}`.trim() || u.email;

  return (
    <FormControl fullWidth size="small" disabled={acquire.isPending || users.isPending}>
      <InputLabel id={labelId}>{t('impersonation.loginAs')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('impersonation.loginAs')}
        value=""
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id > 0) acquire.mutate(id);
        }}
      >
        {others.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {name(u)}
          </MenuItem>
        ))}
      </Select>
      {users.isSuccess && others.length === 0 && (
        <FormHelperText>{t('impersonation.noUsers')}</FormHelperText>
      )}
      {acquire.error && <FormHelperText error>{acquire.error.message}</FormHelperText>}
    </FormControl>
  );
}
