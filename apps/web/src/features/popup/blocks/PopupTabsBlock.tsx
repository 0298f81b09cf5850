import { Box, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { boolAttr, numberAttr, textAttr } from './attrs.js';
import { splitTabs } from './tabChildren.js';

/**
 * <popup-tabs>: the <popup-tab title="…"> elements inside it as tabs, one shown at a time
 * (only that one is built: a viewer in another tab loads when its tab is opened). `vertical`
 * puts the tabs down the side on wide screens; the shown tab scrolls on its own, so the tabs
 * stay in view in a sized popup.
 */
export function PopupTabsBlock({ attrs, slots }: BlockProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const id = useId();
  const { tabs, rest } = splitTabs(slots.default);
  const [chosen, setChosen] = useState(() =>
    Math.max(0, Math.floor(numberAttr(attrs, 'value', 0))),
  );
  if (tabs.length === 0) return <>{rest}</>;
  const index = Math.min(chosen, tabs.length - 1);
  const vertical = boolAttr(attrs, 'vertical') && wide;
  const titleOf = (i: number) => {
    const tabAttrs = tabs[i]!.props.attrs;
    return (
      textAttr(tabAttrs, 'title') ||
      textAttr(tabAttrs, 'label') ||
      t('popups.tabs.tab', { n: i + 1 })
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {rest}
      <Box
        sx={{
          display: 'flex',
          flexDirection: vertical ? 'row' : 'column',
          flex: 1,
          minHeight: 0,
        }}
      >
        <Tabs
          value={index}
          onChange={(_e, value: number) => setChosen(value)}
          orientation={vertical ? 'vertical' : 'horizontal'}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={textAttr(attrs, 'title') || t('popups.tabs.label')}
          sx={{
            flexShrink: 0,
            borderColor: 'divider',
            ...(vertical ? { borderRight: 1, minWidth: 160 } : { borderBottom: 1 }),
          }}
        >
          {tabs.map((_tab, i) => (
            <Tab
              key={i}
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              label={titleOf(i)}
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ flex: 1, minHeight: 0, minWidth: 0, overflow: 'auto' }}
        >
          {tabs[index]}
        </Box>
      </Box>
    </Box>
  );
}

/** <popup-tab title="…">: one tab of a <popup-tabs>; its content is what it holds. */
export function PopupTabBlock({ slots }: BlockProps) {
  return <>{slots.default}</>;
}
