import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import { ViewerFrame } from '../common/ViewerFrame.js';
import { ViewerMessage } from '../common/ViewerMessage.js';
import type { ViewerFile } from '../common/viewerFile.js';
import { canUseWebGL } from '../common/webglSupport.js';
import {
  IfcPropertiesPanel,
  type IfcSelection,
} from '../../../../components/model/IfcPropertiesPanel.js';
import { useModelScene, type ModelFile, type ModelProblem } from './useModelScene.js';
import { registerMessages } from '../../../../i18n/registerMessages.js';
import { viewersMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('viewers', viewersMessages);

export interface ModelViewerProps {
  /** A .glb, .gltf or .ifc file of a layer (an IFC's status: whether its conversion is done). */
  file: ModelFile;
  /** Where a .gltf's external buffers and images are found by name (default: its layer's files). */
  resources?: readonly ViewerFile[];
  height?: number | string;
}

function problemText(problem: ModelProblem, name: string, t: TFunction) {
  if (problem.kind === 'unsupported') return t('viewers.model.unsupported', { name });
  if (problem.kind === 'converting') return t('viewers.model.converting', { name });
  if (problem.kind === 'notConverted') return t('viewers.model.notConverted', { name });
  if (problem.kind === 'missing') {
    return t('viewers.model.missingResource', { name, resource: problem.resource });
  }
  return t('viewers.unreadable', { name });
}

/** A glTF / GLB or IFC model to orbit; clicking an element shows its properties beside it. */
export function ModelViewer({ file, resources, height }: ModelViewerProps) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const webgl = canUseWebGL();
  const model = useModelScene(webgl ? container : null, file, resources);
  const [selection, setSelection] = useState<IfcSelection>({ state: 'none' });
  const { scene, describe } = model;
  const label = t('viewers.model.label', { name: file.name });

  useEffect(() => {
    if (!scene || !describe) return;
    let latest = 0;
    scene.enablePicking((element) => {
      const request = ++latest;
      scene.select(element);
      if (element === null) return setSelection({ state: 'none' });
      setSelection({ state: 'loading' });
      describe(element).then(
        (info) =>
          request === latest && setSelection(info ? { state: 'shown', info } : { state: 'none' }),
        () => request === latest && setSelection({ state: 'none' }),
      );
    });
  }, [scene, describe]);

  if (!webgl && !model.problem) {
    return (
      <ViewerFrame label={label} height={height}>
        <ViewerMessage severity="info" title={t('viewers.noWebgl')} />
      </ViewerFrame>
    );
  }
  return (
    <ViewerFrame label={label} height={height} dark={false}>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex' }}>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
          {model.phase === 'ready' && (
            <Tooltip title={t('viewers.fit')}>
              <IconButton
                aria-label={t('viewers.fit')}
                onClick={() => scene?.fit()}
                sx={{
                  position: 'absolute',
                  top: 8,
                  right: 8,
                  bgcolor: 'background.paper',
                  boxShadow: 1,
                  '&:hover': { bgcolor: 'grey.100' },
                }}
              >
                <CenterFocusStrongIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        {/* Beside the model from the start: the model is fitted to the room that is left. */}
        {model.phase !== 'failed' && (
          <IfcPropertiesPanel
            selection={selection}
            onClose={() => {
              scene?.select(null);
              setSelection({ state: 'none' });
            }}
          />
        )}
      </Box>
      {model.phase === 'loading' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <LoadingIndicator label={t('viewers.loading', { name: file.name })} />
        </Box>
      )}
      {model.problem && (
        <ViewerMessage
          title={problemText(model.problem, file.name, t)}
          severity={model.problem.kind === 'converting' ? 'info' : 'error'}
          hint={model.problem.kind === 'unreadable' ? t('viewers.unreadableHint') : undefined}
        />
      )}
    </ViewerFrame>
  );
}
