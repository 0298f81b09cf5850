import type { StyleTemplate } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from '../../../components/ChoiceMenu.js';

const TEMPLATE_KEYS = {
  basic: 'layerForm.templates.basic',
  'attribute-based': 'layerForm.templates.attributeBased',
  'autocad-default': 'layerForm.templates.autocadDefault',
} as const;

/** 'Apply Style template' / 'Apply Label template' (2.15): puts a template of section 9 in the editor. */
export function TemplateMenu({
  label,
  templates,
  onApply,
}: {
  label: string;
  templates: readonly StyleTemplate[];
  onApply(template: StyleTemplate): void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceMenu
      label={label}
      choices={templates}
      nameOf={(template) => t(TEMPLATE_KEYS[template.id])}
      onChoose={onApply}
    />
  );
}
