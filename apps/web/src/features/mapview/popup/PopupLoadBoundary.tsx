import { Dialog } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { ChunkErrorMessage } from '../../../components/ChunkErrorMessage.js';
import { closePopup } from '../../../map/popupStore.js';

interface State {
  error: Error | null;
}

/**
 * A popup whose code could not be loaded (or that failed as a whole) says so in a dialog of its
 * own, which closes like the popup: the map under it goes on working.
 */
export class PopupLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Dialog open onClose={closePopup} maxWidth="sm" fullWidth>
        <ChunkErrorMessage error={this.state.error} />
      </Dialog>
    );
  }
}
