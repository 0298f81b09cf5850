import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_PRESETS, type PopupPreset } from './presets.js';

/** 'Apply popup template' (2.10): puts one of the 7 presets of section 9 in the editor. */
export function PresetMenu({ onApply }: { onApply(preset: PopupPreset): void }) {
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
        {t('popups.presets.apply')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {POPUP_PRESETS.map((preset) => (
          <MenuItem
            key={preset.id}
            onClick={() => {
              setAnchor(null);
              onApply(preset);
            }}
          >
            {t(`popups.presets.names.${preset.id}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
