import { Alert } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lowContrastPairs } from './contrastPairs.js';
import type { OrganisationFormInput, ThemeMode } from './organisationForm.js';

/**
 * A warning under the colours it is about when a text colour and its background fall below
 * 4.5:1: saving stays possible (the organisation decides), but it knows its text will be hard
 * to read for some of its users and fail WCAG 2.1 AA.
 */
export function ContrastWarning({
  control,
  where,
}: {
  control: Control<OrganisationFormInput>;
  where: 'navbar' | ThemeMode;
}) {
  const { t, i18n } = useTranslation();
  const values = useWatch({ control }) as Partial<OrganisationFormInput>;
  const pairs = lowContrastPairs(values, where);
  if (!pairs.length) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    // A status, not an alert: it follows the typing and need not interrupt it.
    <Alert severity="warning" role="status" sx={{ mt: 2 }}>
      {pairs.map((p) => (
        <div key={`${p.foreground}-${p.background}`}>
          {t('organisationsAdmin.layout.lowContrast', {
            foreground: t(`organisationsAdmin.layout.${p.foreground}`),
            background: t(`organisationsAdmin.layout.${p.background}`),
            ratio: number.format(Math.floor(p.ratio * 10) / 10),
          })}
        </div>
      ))}
    </Alert>
  );
}
