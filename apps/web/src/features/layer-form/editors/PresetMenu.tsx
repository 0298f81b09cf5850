import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../../components/ChoiceMenu.js';
import { POPUP_PRESETS, type PopupPreset } from '@waymark/contract';

/** 'Apply popup template' (2.10): puts one of the 7 presets of section 9 in the editor. */
export function PresetMenu({ onApply }: { onApply(preset: PopupPreset): void }) {
  const { t } = useTranslation();
  return (
    <ChoiceMenu
      label={t('popups.presets.apply')}
      choices={POPUP_PRESETS}
      nameOf={(preset) => t(`popups.presets.names.${preset.id}`)}
      onChoose={onApply}
    />
  );
}
