import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { webLink } from './featureAttributes.js';

/** The feature's attributes, name and value. */
export function AttributeTable({ rows }: { rows: readonly [string, string][] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('popup.attributes')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600, width: '40%' }}>{t('popup.attribute')}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{t('popup.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, value]) => {
          const link = webLink(value);
          return (
            <TableRow key={name}>
              <TableCell
                component="th"
                scope="row"
                sx={{ color: 'text.secondary', wordBreak: 'break-word' }}
              >
                {name}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {link ? (
                  <Link href={link} target="_blank" rel="noopener noreferrer">
                    {value}
                  </Link>
                ) : (
                  value || t('common.emptyValue')
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
