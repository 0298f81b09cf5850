import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { BoundingBoxField } from './BoundingBoxField.js';
import type { Box } from './geometry.js';

function Harness({
  initial,
  editing,
  onChange,
}: {
  initial: Box | null;
  editing: boolean;
  onChange?: (box: Box | null) => void;
}) {
  const [value, setValue] = useState<Box | null>(initial);
  return (
    <BoundingBoxField
      value={value}
      onChange={(box) => {
        setValue(box);
        onChange?.(box);
      }}
      extent={[-8, 52, -6, 54]}
      extentLabel="Data Extent"
      selectedLabel="Default View"
      editing={editing}
      help={<span>Help text</span>}
    />
  );
}

const edges = () => within(screen.getByRole('group', { name: 'Default View in degrees' }));

describe('BoundingBoxField without WebGL (jsdom)', () => {
  it('says the map cannot be drawn and shows the box as numbers, read-only', () => {
    render(<Harness initial={[-7.5, 52.5, -6.5, 53.5]} editing={false} />);
    expect(screen.getByText(/cannot draw the map/)).toBeInTheDocument();
    expect(edges().getByRole('textbox', { name: 'West' })).toHaveValue('-7.5');
    expect(edges().getByRole('textbox', { name: 'North' })).toHaveValue('53.5');
    expect(edges().getByRole('textbox', { name: 'East' })).toHaveAttribute('readonly');
    expect(screen.getByText('Data Extent')).toBeInTheDocument();
    expect(screen.getByText('Help text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete bounding box' })).toBeNull();
  });

  it('shows a dash for each edge when there is no box', () => {
    render(<Harness initial={null} editing={false} />);
    expect(edges().getByRole('textbox', { name: 'South' })).toHaveValue('-');
    expect(screen.getByText('Default View: No bounding box')).toBeInTheDocument();
  });

  it('takes a typed box, turned the right way round, once all four edges are there', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={null} editing onChange={onChange} />);
    await user.type(edges().getByRole('textbox', { name: 'West' }), '-6');
    await user.type(edges().getByRole('textbox', { name: 'South' }), '54');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByText('Enter all four edges')).toHaveLength(2);
    await user.type(edges().getByRole('textbox', { name: 'East' }), '-8');
    await user.type(edges().getByRole('textbox', { name: 'North' }), '52{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([-8, 52, -6, 54]);
  });

  it('refuses an edge off the world or not a number', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[0, 0, 1, 1]} editing onChange={onChange} />);
    const north = edges().getByRole('textbox', { name: 'North' });
    await user.clear(north);
    await user.type(north, '86');
    await user.tab();
    expect(screen.getByText('Enter a number from -85 to 85')).toBeInTheDocument();
    await user.clear(north);
    await user.type(north, 'abc');
    await user.tab();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletes the box', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={[0, 0, 1, 1]} editing onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Delete bounding box' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(edges().getByRole('textbox', { name: 'West' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete bounding box' })).toBeDisabled();
  });
});
