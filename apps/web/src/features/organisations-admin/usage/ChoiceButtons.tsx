import { Stack, ToggleButton } from '@mui/material';

/**
 * One of a few choices, as pressed buttons in a labelled group. Not MUI's ToggleButtonGroup:
 * the map viewer uses that one, and sharing it with this lazily loaded screen would split it
 * off into a chunk of its own that the map's first frame then waits for.
 */
export function ChoiceButtons<V extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange(value: V): void;
}) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ flexWrap: 'wrap' }}>
      {choices.map((choice, index) => (
        <ToggleButton
          key={choice.value}
          size="small"
          value={choice.value}
          selected={choice.value === value}
          onChange={() => onChange(choice.value)}
          sx={{
            ...(index > 0 ? { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } : {}),
            ...(index < choices.length - 1
              ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
              : {}),
          }}
        >
          {choice.label}
        </ToggleButton>
      ))}
    </Stack>
  );
}
