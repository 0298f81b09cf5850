import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationAbilities } from '../../entities/session/useSessionAbilities.js';
import { AddLayerDialog } from './AddLayerDialog.js';

/**
 * The optional 'Create' button that opens Add a Layer (2.9), when the current organisation's
 * `add_layer` allows it.
 */
export function AddLayerButton({ onDone }: { onDone?: (layer: LayerRead) => void }) {
  const { t } = useTranslation();
  const { add_layer: mayAdd } = useOrganisationAbilities();
  const [open, setOpen] = useState(false);
  if (!mayAdd) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('dataGrid.create')}
      </Button>
      <AddLayerDialog open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  );
}
