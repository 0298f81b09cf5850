import { FormControlLabel, Switch } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import type { OrganisationFormInput } from './organisationForm.js';

/** A yes/no of the layout (dark, rtl). */
export function LayoutSwitch({
  control,
  name,
  label,
  readOnly,
}: {
  control: Control<OrganisationFormInput>;
  name: 'dark' | 'rtl';
  label: string;
  readOnly: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={readOnly}
        />
      }
      label={label}
    />
  );
}
