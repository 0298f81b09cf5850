import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

export interface ListToolbarProps {
  /** What is searched, for the field's label ('layers'). */
  what: string;
  search: string;
  onSearch(search: string): void;
  /** Shown only to those who may create. */
  onCreate?: () => void;
}

/** Above a settings list: the search box (sent once typing pauses) and 'Create'. */
export function ListToolbar({ what, search, onSearch, onCreate }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  // The URL's search changed under the box (back button, a link): show it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <TextField
        size="small"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('dataGrid.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('dataGrid.searchLabel', { what }) },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: { sm: 280 } }}
      />
      {onCreate ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t('dataGrid.create')}
        </Button>
      ) : null}
    </Stack>
  );
}
