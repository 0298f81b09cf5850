import { MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../i18n/keys.js';
import type { OrganisationFormInput } from './organisationForm.js';
import { organisationMapsQuery } from '../../entities/organisation/organisationsQueries.js';

const NONE = '';

/** The organisation's default map, chosen among its maps (organisations/:id/maps/). */
export function DefaultMapSelect({
  control,
  organisationId,
  readOnly,
}: {
  control: Control<OrganisationFormInput>;
  organisationId: number;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const maps = useQuery(organisationMapsQuery(organisationId, queryClient));
  const { field, fieldState } = useController({ control, name: 'map' });
  const list = maps.data ?? [];
  const value = field.value ?? null;
  // A default map the caller cannot see (another user's own map) still shows as itself.
  const unknown = value !== null && !maps.isPending && !list.some((m) => m.id === value);
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={t('organisationsAdmin.fields.defaultMap')}
      value={maps.isPending ? NONE : (value ?? NONE)}
      onChange={(event) =>
        field.onChange(event.target.value === NONE ? null : Number(event.target.value))
      }
      onBlur={field.onBlur}
      disabled={maps.isPending && !readOnly}
      error={!!fieldState.error}
      helperText={
        translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message) ??
        t('organisationsAdmin.fields.defaultMapHint')
      }
      slotProps={{
        htmlInput: { readOnly },
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={NONE}>
        <em>{t('organisationsAdmin.fields.noMap')}</em>
      </MenuItem>
      {list.map((map) => (
        <MenuItem key={map.id} value={map.id}>
          {map.name}
        </MenuItem>
      ))}
      {unknown ? <MenuItem value={value}>{`#${value}`}</MenuItem> : null}
    </TextField>
  );
}
