import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { namedLike } from '../files/fileGroups.js';
import { PopupFileTable } from '../files/PopupFileTable.js';
import { usePopupData } from '../popupContext.js';
import { filesAttr, has, textAttr } from './attrs.js';

/**
 * <filter-files-by-name>: the feature's files whose names contain `name` (any case); without
 * `name`, a search box over them for the reader.
 */
export function FilterFilesByNameBlock({ attrs }: BlockProps) {
  const { t } = useTranslation();
  const { files } = usePopupData();
  const fixed = has(attrs, 'name');
  const [search, setSearch] = useState('');
  const all = filesAttr(attrs, 'files', files);
  const part = fixed ? textAttr(attrs, 'name') : search;
  const title = textAttr(attrs, 'title');
  return (
    <Box component="section" sx={{ py: 0.5 }}>
      {!fixed && (
        <Box sx={{ px: 1.5, pt: 1 }}>
          <TextField
            size="small"
            fullWidth
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            label={textAttr(attrs, 'placeholder') || t('popups.files.filterByName')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      <PopupFileTable
        title={title}
        files={namedLike(all, part)}
        emptyText={part ? t('popups.files.noneNamed', { name: part }) : undefined}
      />
    </Box>
  );
}
