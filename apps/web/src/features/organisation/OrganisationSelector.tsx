import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useChangeOrganisation } from '../../entities/session/useChangeOrganisation.js';
import { useCurrentOrganisation } from '../../entities/session/useCurrentOrganisation.js';

/** Shown only to users of more than one organisation (2.5). */
export function OrganisationSelector() {
  const { t } = useTranslation();
  const labelId = useId();
  const user = useCurrentUser();
  const current = useCurrentOrganisation();
  const change = useChangeOrganisation();
  const organisations = user?.organisations ?? [];
  if (organisations.length < 2 || !current) return null;

  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{t('sidebar.organisation')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('sidebar.organisation')}
        value={current.id}
        onChange={(event) => {
          const chosen = organisations.find((o) => o.id === Number(event.target.value));
          if (chosen && chosen.id !== current.id) change(chosen);
        }}
      >
        {organisations.map((organisation) => (
          <MenuItem key={organisation.id} value={organisation.id}>
            {organisation.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
