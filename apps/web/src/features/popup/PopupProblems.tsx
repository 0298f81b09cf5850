import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateError } from '../../lib/popupTemplate/expression.js';

/** Shown at first; the rest behind 'Show all'. */
const FIRST = 5;

/**
 * The problems of a popup's template, each with its place (line and column of the template),
 * above what did render: the author sees what to fix, a reader sees why something is missing.
 */
export function PopupProblems({ errors }: { errors: readonly TemplateError[] }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  if (errors.length === 0) return null;
  const say = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  const what = (error: TemplateError) => {
    const key = error.detail ? `popups.problems.${error.detail.key}` : null;
    return key && i18n.exists(key) ? say(key, error.detail?.values) : error.message;
  };
  const where = (error: TemplateError) =>
    error.line === null
      ? ''
      : error.column === null
        ? t('popups.problems.atLine', { line: error.line })
        : t('popups.problems.at', { line: error.line, column: error.column });
  const shown = all ? errors : errors.slice(0, FIRST);
  return (
    <Alert severity="warning" sx={{ m: 1.5, flexShrink: 0 }} data-testid="popup-problems">
      <AlertTitle>{t('popups.problems.title', { count: errors.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((error, i) => (
          <li key={i}>
            {where(error) && (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {where(error)}{' '}
              </Box>
            )}
            {what(error)}
          </li>
        ))}
      </Box>
      {errors.length > FIRST && !all && (
        <Button size="small" color="inherit" onClick={() => setAll(true)} sx={{ mt: 0.5 }}>
          {t('popups.problems.showAll', { count: errors.length })}
        </Button>
      )}
    </Alert>
  );
}
