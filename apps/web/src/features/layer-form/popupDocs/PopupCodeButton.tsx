import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../../lib/lazySection.js';

// The documentation and its texts in three languages are loaded when first opened.
const PopupCodeDialog = lazy(() =>
  withTimeout(import('./PopupCodeDialog.js')).then((m) => ({ default: m.PopupCodeDialog })),
);

/** 'Popup code' (2.10): opens the documentation of the popup template language. */
export function PopupCodeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<MenuBookIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('popups.docs.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PopupCodeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
