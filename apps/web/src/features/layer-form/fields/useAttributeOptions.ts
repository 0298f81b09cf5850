import { useTranslation } from 'react-i18next';

/**
 * The choices of a select that names one of the layer's attributes: none, each attribute, and
 * the stored one when the data no longer has it (its file replaced by one with other fields).
 * The select then shows what is stored, marked, rather than nothing; the server refuses to keep
 * it, so saving asks for another.
 */
export function useAttributeOptions(attributes: readonly string[], stored: string | null) {
  const { t } = useTranslation();
  const missing = stored && !attributes.includes(stored) ? [stored] : [];
  return [
    { value: '', label: t('layerForm.noField') },
    ...attributes.map((name) => ({ value: name, label: name })),
    ...missing.map((name) => ({ value: name, label: t('layerForm.missingField', { name }) })),
  ];
}
