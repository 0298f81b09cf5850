import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';

/** A small button that opens a menu of choices and hands the chosen one over (the 'Apply …' menus). */
export function ChoiceMenu<T extends { id: string }>({
  label,
  choices,
  nameOf,
  onChoose,
}: {
  label: string;
  choices: readonly T[];
  nameOf(choice: T): string;
  onChoose(choice: T): void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.id}
            onClick={() => {
              setAnchor(null);
              onChoose(choice);
            }}
          >
            {nameOf(choice)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
