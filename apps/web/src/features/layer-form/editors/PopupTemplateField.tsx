import { FormHelperText, Stack } from '@mui/material';
import { lazy, useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../../lib/lazySection.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import { PopupCodeButton } from '../popupDocs/PopupCodeButton.js';
import { PresetMenu } from './PresetMenu.js';
import type { LayerFormValues } from '../layerFormSchema.js';
import { CodeBlock } from './CodeBlock.js';
import { EditorFrame } from './EditorFrame.js';

const PopupCodeEditor = lazy(() =>
  withTimeout(import('./PopupCodeEditor.js')).then((module) => ({
    default: module.PopupCodeEditor,
  })),
);

/** The template language the popup_type 'vue-template' names. */
const TEMPLATE_LANGUAGE = 'Vue';

/**
 * The popup template field (2.10): 'Vue popup Template', a code editor in edit mode, with the
 * 'Apply popup template' presets (edit mode) and the 'Popup code' documentation beside the label.
 */
export function PopupTemplateField({
  control,
  editing,
}: {
  control: Control<LayerFormValues>;
  editing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ name: 'popup', control });
  const label = t('layerForm.popup', { language: TEMPLATE_LANGUAGE });
  const error = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  return (
    <EditorFrame
      labelId={labelId}
      hintId={hintId}
      label={label}
      hint={t('layerForm.popupHint')}
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {editing && <PresetMenu onApply={(preset) => field.onChange(preset.template)} />}
          <PopupCodeButton />
        </Stack>
      }
      messages={
        error ? (
          <FormHelperText error sx={{ mx: 0 }}>
            {error}
          </FormHelperText>
        ) : null
      }
    >
      {editing ? (
        <PopupCodeEditor
          value={field.value}
          onChange={field.onChange}
          label={label}
          describedBy={hintId}
        />
      ) : field.value ? (
        <CodeBlock code={field.value} labelledBy={labelId} />
      ) : (
        <FormHelperText sx={{ mx: 0 }}>{t('common.emptyValue')}</FormHelperText>
      )}
    </EditorFrame>
  );
}
