import { Box, Stack, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import type { MarkupRead } from '@waymark/contract/markup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { MarkupIconGlyph } from '../../../entities/markup/MarkupIconGlyph.js';
import { formatDay } from '../../../lib/formatDay.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import { LinkifiedText } from '../LinkifiedText.js';
import { StatusDot } from '../StatusDot.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 0.75, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** What a markup is: its description (links as links), category, status, people and days. */
export function MarkupFacts({
  markup,
  layers,
}: {
  markup: MarkupRead;
  layers: readonly LayerRead[];
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  const layer = markup.feature ? layers.find((l) => l.id === markup.feature?.layer) : undefined;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {markup.description ? (
        <Fact label={t('markup.form.description')}>
          <LinkifiedText text={markup.description} component="span" />
        </Fact>
      ) : null}
      <Fact label={t('markup.form.category')}>
        <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <MarkupIconGlyph icon={markup.category.icon} sx={{ fontSize: 18 }} />
          <span>{markup.category.name}</span>
        </Stack>
      </Fact>
      <Fact label={t('markup.form.status')}>
        <Stack component="span" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <StatusDot status={markup.status} />
          <span>{t(`markupWords.status.${markup.status}`)}</span>
        </Stack>
        <Typography component="span" variant="caption" color="text.secondary">
          {markup.status_changed_by
            ? t('markup.detail.statusChangedBy', {
                name: markup.status_changed_by.name,
                when: formatWhen(markup.status_changed_at),
              })
            : t('markup.detail.statusChanged', { when: formatWhen(markup.status_changed_at) })}
        </Typography>
      </Fact>
      <Fact label={t('markup.form.assignee')}>
        {markup.assignee?.name ?? t('markup.form.nobody')}
      </Fact>
      {markup.due_date ? (
        <Fact label={t('markup.form.dueDate')}>{day(markup.due_date)}</Fact>
      ) : null}
      {markup.survey_date ? (
        <Fact label={t('markup.form.surveyDate')}>{day(markup.survey_date)}</Fact>
      ) : null}
      {markup.feature ? (
        <Fact label={t('markup.detail.feature')}>
          {t('markup.detail.featureOf', {
            layer: layer ? layerNameParts(layer.name).name : String(markup.feature.layer),
            fid: markup.feature.fid,
          })}
        </Fact>
      ) : null}
      <Fact label={t('markup.detail.created')}>
        {markup.author
          ? t('markup.detail.byOn', {
              name: markup.author.name,
              when: formatWhen(markup.created_at),
            })
          : formatWhen(markup.created_at)}
      </Fact>
      <Fact label={t('markup.detail.updated')}>{formatWhen(markup.updated_at)}</Fact>
    </Box>
  );
}
