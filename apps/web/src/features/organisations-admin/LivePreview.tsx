import { useWatch, type Control } from 'react-hook-form';
import { layoutOf, type OrganisationFormInput } from './organisationForm.js';
import { TopBarPreview } from './TopBarPreview.js';

/** The preview fed by the form as it is typed (colours MUI cannot read are skipped). */
export function LivePreview({
  control,
  logoShown,
}: {
  control: Control<OrganisationFormInput>;
  logoShown: string | null;
}) {
  const values = useWatch({ control }) as OrganisationFormInput;
  return <TopBarPreview layout={layoutOf(values, null)} logo={logoShown} />;
}
