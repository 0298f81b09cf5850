import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import type { StyleTemplate } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {templates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              setAnchor(null);
              onApply(template);
            }}
          >
            {t(TEMPLATE_KEYS[template.id])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
