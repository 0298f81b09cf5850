import { Alert } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

function BlockFailed({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ m: 1 }}>
      {t('popups.problems.blockFailed', { name: `<${name}>` })}
    </Alert>
  );
}

/**
 * A building block that fails while drawing (a file it cannot read, a viewer's error) says so
 * in its place; the rest of the popup and the map go on.
 */
export class BlockBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <BlockFailed name={this.props.name} /> : this.props.children;
  }
}
