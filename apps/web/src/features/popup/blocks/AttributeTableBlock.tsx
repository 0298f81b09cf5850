import { Box } from '@mui/material';
import { AttributeTable } from '../AttributeTable.js';
import { visibleAttributes } from '../featureAttributes.js';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { usePopupData } from '../popupContext.js';
import { BlockTitle } from './BlockTitle.js';
import { listAttr, textAttr } from './attrs.js';

/**
 * <attribute-table>: the feature's attributes, name and value, in the layer's order (CAD style
 * and internal properties left out). `fields` picks and orders them, `exclude` leaves some out.
 */
export function AttributeTableBlock({ attrs }: BlockProps) {
  const { feature, layer } = usePopupData();
  const fields = listAttr(attrs, 'fields');
  const exclude = new Set(listAttr(attrs, 'exclude'));
  const rows = visibleAttributes(feature.properties, fields.length > 0 ? fields : layer.attributes)
    .filter(([name]) => fields.length === 0 || fields.includes(name))
    .filter(([name]) => !exclude.has(name));
  return (
    <Box component="section" sx={{ py: 0.5 }}>
      <BlockTitle>{textAttr(attrs, 'title')}</BlockTitle>
      <AttributeTable rows={rows} />
    </Box>
  );
}
