import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Component, type ReactNode } from 'react';
import { chunkProblemOf } from '../../lib/lazySection.js';
import { i18n } from '../../i18n/index.js';

interface State {
  error: Error | null;
}

/**
 * A map control whose code could not be loaded takes its button's place with a small error
 * sign (its title says why), instead of a page-wide message inside the map's control group.
 */
export class ControlErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const text = i18n.t(`app.${chunkProblemOf(error)}`);
    return (
      <button
        type="button"
        title={`${text} ${i18n.t('app.reload')}`}
        aria-label={text}
        onClick={() => window.location.reload()}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#d32f2f',
        }}
      >
        <ErrorIcon fontSize="small" />
      </button>
    );
  }
}
