import { FormHelperText } from '@mui/material';
import type { StyleTemplate } from '@waymark/contract';
import { lazy, useCallback, useId, useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../../lib/lazySection.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import { CodeBlock } from '../editors/CodeBlock.js';
import { EditorFrame } from '../editors/EditorFrame.js';
import type { LayerFormValues } from '../layerFormSchema.js';
import { formatStyleJson, parseStyleJson } from './styleJson.js';
import { TemplateMenu } from './TemplateMenu.js';

// CodeMirror and MapLibre's style validator come in their own chunk, when editing starts.
const JsonCodeEditor = lazy(() =>
  withTimeout(import('./JsonCodeEditor.js')).then((module) => ({
    default: module.JsonCodeEditor,
  })),
);

export interface JsonFieldProps {
  name: 'style' | 'label';
  control: Control<LayerFormValues>;
  editing: boolean;
  label: string;
  hint: string;
  /** Said in read mode when there is no JSON: which default applies. */
  emptyText: string;
  templates: readonly StyleTemplate[];
  applyLabel: string;
}

/**
 * A Style or Label field (2.15). Read mode shows the JSON; edit mode an editor with the
 * template menu. The form holds the last JSON that parsed into style layers: text that does
 * not is shown with its errors but never applied, so it is neither saved nor drawn.
 */
export function JsonField({
  name,
  control,
  editing,
  label,
  hint,
  emptyText,
  templates,
  applyLabel,
}: JsonFieldProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ name, control });
  const value = field.value;
  const [text, setText] = useState(() => formatStyleJson(value));
  const [applied, setApplied] = useState(value);
  const [problems, setProblems] = useState(0);
  // A value set from outside (Cancel, a template, the saved layer) replaces the text.
  if (value !== applied) {
    setApplied(value);
    setText(formatStyleJson(value));
  }
  const parsed = useMemo(() => parseStyleJson(text), [text]);
  const { onChange } = field;

  const change = useCallback(
    (next: string) => {
      setText(next);
      const result = parseStyleJson(next);
      if (result.ok) {
        setApplied(result.value);
        onChange(result.value);
      } else {
        // 2.15: unparsable input is ignored, only logged.
        console.debug(`${name} JSON not applied:`, result.issues[0]?.message);
      }
    },
    [name, onChange],
  );
  const notDrawn = useCallback((type: string) => t('layerForm.ruleNotDrawn', { type }), [t]);
  const serverError = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);

  return (
    <EditorFrame
      labelId={labelId}
      hintId={hintId}
      label={label}
      hint={hint}
      actions={
        editing ? (
          <TemplateMenu
            label={applyLabel}
            templates={templates}
            onApply={(template) => change(formatStyleJson([...template.layers]))}
          />
        ) : null
      }
      messages={
        <>
          {editing && !parsed.ok ? (
            <FormHelperText error sx={{ mx: 0 }} role="status">
              {parsed.kind === 'shape' && parsed.issues.some((i) => !i.path?.length)
                ? t('layerForm.jsonNotArray')
                : t('layerForm.jsonNotApplied')}
            </FormHelperText>
          ) : null}
          {editing && parsed.ok && problems > 0 ? (
            <FormHelperText error sx={{ mx: 0 }} role="status">
              {t('layerForm.styleProblems', { count: problems })}
            </FormHelperText>
          ) : null}
          {serverError ? (
            <FormHelperText error sx={{ mx: 0 }}>
              {serverError}
            </FormHelperText>
          ) : null}
        </>
      }
    >
      {editing ? (
        <JsonCodeEditor
          value={text}
          onChange={change}
          label={label}
          describedBy={hintId}
          notDrawn={notDrawn}
          onProblems={setProblems}
          placeholder={emptyText}
        />
      ) : value === null ? (
        <FormHelperText sx={{ mx: 0 }}>
          {t('common.emptyValue')} {emptyText}
        </FormHelperText>
      ) : (
        <CodeBlock code={formatStyleJson(value)} labelledBy={labelId} />
      )}
    </EditorFrame>
  );
}
