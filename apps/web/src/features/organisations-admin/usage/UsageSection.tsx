import { Alert, Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { organisationUsageQuery } from '../../../entities/organisation/usageQuery.js';
import { ChoiceButtons } from './ChoiceButtons.js';
import { formatDay } from '../../../lib/formatDay.js';
import { formatFileSize } from '../../../lib/format.js';
import { UsageChart } from './UsageChart.js';
import { USAGE_METRICS, USAGE_PERIODS, usageSeries, type UsageMetric } from './usageFigures.js';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
        {value}
      </Typography>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * The organisation's usage for its admins (abilities.view_usage): the period's totals (maps
 * viewed, active users, tiles served), the storage its files take, and one figure per day in a
 * chart. Its own chunk, with uPlot: loaded only for those who see it.
 */
export function UsageSection({ organisationId }: { organisationId: number }) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const [metric, setMetric] = useState<UsageMetric>('mapViews');
  const query = useQuery({
    ...organisationUsageQuery(organisationId, days),
    placeholderData: keepPreviousData,
  });
  const usage = query.data;
  const series = useMemo(() => (usage ? usageSeries(usage, metric) : null), [usage, metric]);
  const language = i18n.language;
  const number = (value: number) => value.toLocaleString(language);

  return (
    <Box component="section" aria-labelledby="usage-section">
      <Typography id="usage-section" variant="h6" component="h2" gutterBottom>
        {t('organisationsAdmin.usage.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('organisationsAdmin.usage.intro')}
        </Typography>
        {/* Kept whole beside a long introduction (French, Irish). */}
        <Box sx={{ flexShrink: 0 }}>
          <ChoiceButtons<number>
            label={t('organisationsAdmin.usage.period')}
            value={days}
            onChange={setDays}
            choices={USAGE_PERIODS.map((period) => ({
              value: period,
              label: t('organisationsAdmin.usage.days', { count: period }),
            }))}
          />
        </Box>
      </Stack>
      {query.isError ? (
        <Alert severity="error">{t('organisationsAdmin.usage.loadFailed')}</Alert>
      ) : !usage || !series ? (
        <LoadingIndicator />
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={t('organisationsAdmin.usage.mapViews')}
                value={number(usage.totals.map_views)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={t('organisationsAdmin.usage.activeUsers')}
                value={number(usage.totals.active_users)}
                note={t('organisationsAdmin.usage.activeUsersNote')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={t('organisationsAdmin.usage.tiles')}
                value={number(usage.totals.tiles)}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure
                label={t('organisationsAdmin.usage.storage')}
                value={formatFileSize(usage.storage.bytes)}
                note={t('organisationsAdmin.usage.storageFiles', {
                  count: usage.storage.files,
                })}
              />
            </Grid>
          </Grid>
          <ChoiceButtons<UsageMetric>
            label={t('organisationsAdmin.usage.metric')}
            value={metric}
            onChange={setMetric}
            choices={USAGE_METRICS.map((name) => ({
              value: name,
              label: t(`organisationsAdmin.usage.${name}`),
            }))}
          />
          <UsageChart
            data={series}
            label={t(`organisationsAdmin.usage.${metric}`)}
            dayLabel={t('organisationsAdmin.usage.day')}
            language={language}
            description={t('organisationsAdmin.usage.chart', {
              metric: t(`organisationsAdmin.usage.${metric}`),
              from: formatDay(usage.from, language),
              to: formatDay(usage.to, language),
            })}
          />
        </Stack>
      )}
    </Box>
  );
}
