import { Autocomplete, ListSubheader, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFieldValues } from '../../entities/layer-file/uploadQueries.js';
import { ALL_FEATURES } from './uploadRules.js';

interface Target {
  /** 'field,value' or '__ALL__,*' (section 9, Attach targets). */
  value: string;
  /** The field's value, or null for 'All Features'. */
  label: string | null;
  /** 'By <field>', or '' for 'All Features'. */
  group: string;
}

function targetOf(value: string, byField: (field: string) => string): Target {
  if (value === ALL_FEATURES) return { value, label: null, group: '' };
  const comma = value.indexOf(',');
  return { value, label: value.slice(comma + 1), group: byField(value.slice(0, comma)) };
}

/**
 * The attach target of an attachment (2.8), 'Attach to feature:': 'All Features', or the
 * features whose attachment field has a value, grouped under 'By <field>' (the layer's values,
 * GET layers/:id/field-values/:field/). A new layer has no values yet: all features only.
 */
export function AttachTargetField({
  layerId,
  field,
  value,
  onChange,
  disabled,
  required,
}: {
  layerId: number | null;
  field: string | null;
  value: string | null;
  onChange(value: string | null): void;
  disabled: boolean;
  required: boolean;
}) {
  const { t } = useTranslation();
  const values = useFieldValues(layerId, field);
  const byField = (name: string) => t('upload.attach.byField', { field: name });
  const options: Target[] = [
    targetOf(ALL_FEATURES, byField),
    ...(field
      ? [...(values.data ?? [])]
          // District 2 before district 10: numbers in their order, words alphabetically.
          .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
          .map((v) => targetOf(`${field},${v}`, byField))
      : []),
  ];
  const selected = value
    ? (options.find((o) => o.value === value) ?? targetOf(value, byField))
    : null;
  const labelOf = (target: Target) =>
    target.label === null ? t('upload.attach.allFeatures') : `${target.group}: ${target.label}`;

  return (
    <Autocomplete<Target, false, false, false>
      size="small"
      fullWidth
      options={options}
      value={selected}
      disabled={disabled}
      loading={values.isFetching}
      loadingText={t('upload.attach.loading')}
      groupBy={(target) => target.group}
      getOptionLabel={labelOf}
      getOptionKey={(target) => target.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      onChange={(_event, target) => onChange(target?.value ?? null)}
      renderGroup={(group) => (
        <li key={group.key}>
          {group.group ? <ListSubheader component="div">{group.group}</ListSubheader> : null}
          <ul style={{ padding: 0 }}>{group.children}</ul>
        </li>
      )}
      renderOption={({ key, ...props }, target) => (
        <li key={key} {...props}>
          {target.label ?? t('upload.attach.allFeatures')}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('upload.attach.label')}
          error={required && !selected && !disabled}
        />
      )}
    />
  );
}
