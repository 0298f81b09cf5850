import { hostName } from '@waymark/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormChipsField } from '../../components/FormChipsField.js';
import type { OrganisationFormInput } from './organisationForm.js';

/** Alternate domains as chips: typed, then Enter (or a comma, or leaving the field) adds one. */
export function DomainChipsField({
  control,
  readOnly,
}: {
  control: Control<OrganisationFormInput>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormChipsField
      control={control}
      name="alt_domains"
      label={t('organisationsAdmin.fields.altDomains')}
      hint={t('organisationsAdmin.fields.altDomainsHint')}
      placeholder="maps.example.com"
      readOnly={readOnly}
      normalise={(domain) => domain.trim().toLowerCase()}
      invalid={{
        test: (domain) => !hostName.safeParse(domain).success,
        message: (domains) =>
          t('organisationsAdmin.invalidDomains', { domains: domains.join(', ') }),
      }}
    />
  );
}
