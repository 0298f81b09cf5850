import { Paper } from '@mui/material';
import { IfcPropertiesPanel } from '../../../components/model/IfcPropertiesPanel.js';
import type { ModelSelection } from './useSceneModels.js';

/** The properties of the model element clicked in the scene, at the map's right. */
export function ScenePropertiesPanel({
  selection,
  onClose,
}: {
  selection: ModelSelection;
  onClose(): void;
}) {
  if (selection.state === 'none') return null;
  return (
    <Paper
      elevation={3}
      data-testid="scene-properties"
      sx={{
        position: 'absolute',
        // Left of the map's controls, which stay in reach.
        right: 56,
        top: 10,
        bottom: 40,
        width: 320,
        maxWidth: 'calc(100% - 20px)',
        display: 'flex',
        overflow: 'hidden',
        // Over the minimap while it is open.
        zIndex: 3,
      }}
    >
      <IfcPropertiesPanel selection={selection} onClose={onClose} />
    </Paper>
  );
}
