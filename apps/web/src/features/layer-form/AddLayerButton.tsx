import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../entities/session/permissions.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { AddLayerDialog } from './AddLayerDialog.js';

/** The optional 'Create' button that opens Add a Layer (2.9), for holders of layers.add_layer. */
export function AddLayerButton({ onDone }: { onDone?: (layer: LayerRead) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!hasPermission(user, 'layers.add_layer')) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('dataGrid.create')}
      </Button>
      <AddLayerDialog open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  );
}
