import type { ReactNode } from 'react';

/**
 * A button of the map's control group, drawn as MapLibre draws its own (29 px, its icons'
 * colour), so that the map's controls look like one set.
 */
export function MapControlButton({
  label,
  icon,
  onClick,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#333' }}
    >
      {icon}
    </button>
  );
}
