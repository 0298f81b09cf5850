import { Button } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSession } from '../../entities/session/useSession.js';

const GisToolsDialog = lazy(() =>
  import('./GisToolsDialog.js').then((m) => ({ default: m.GisToolsDialog })),
);

/**
 * 'Use in QGIS / ArcGIS' for a layer the signed-in user sees (share viewers have no keys);
 * the dialog loads when first opened.
 */
export function GisToolsButton({
  layer,
  name,
}: {
  layer: Pick<LayerRead, 'id' | 'organisation_id' | 'type'>;
  name: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mapShare } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || mapShare) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('accessKeys.gis.open')}</Button>
      {open ? (
        <Suspense fallback={null}>
          <GisToolsDialog layer={layer} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
