import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@waymark/contract/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { useStartTwoFactor } from '../../entities/two-factor/twoFactorMutations.js';
import { RecoveryCodesStep } from './RecoveryCodesStep.js';
import { SecretStep } from './SecretStep.js';

type Step =
  { kind: 'intro' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

interface Props {
  email: string;
  /** The recovery codes have been shown and put away ('Done'). */
  onFinished(): void;
  /** The step shown changed: the codes are on screen (closing now would lose them). */
  onCodesShown?(): void;
}

/** Setting up: what it is and 'Set up', then the secret and a first code, then the codes. */
export function TwoFactorEnrolment({ email, onFinished, onCodesShown }: Props) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'intro' });

  if (step.kind === 'scan') {
    return (
      <SecretStep
        setup={step.setup}
        onConfirmed={(codes) => {
          setStep({ kind: 'codes', codes });
          onCodesShown?.();
        }}
      />
    );
  }
  if (step.kind === 'codes') {
    return <RecoveryCodesStep codes={step.codes} email={email} onDone={onFinished} />;
  }
  const failure = start.error
    ? (start.error instanceof ApiError && start.error.detail) || t('twoFactor.failed')
    : null;
  return (
    <Stack spacing={2}>
      <Typography>{t('twoFactor.intro')}</Typography>
      <Typography color="text.secondary">{t('twoFactor.off')}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        loading={start.isPending}
        onClick={() =>
          start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'scan', setup }) })
        }
      >
        {t('twoFactor.start')}
      </Button>
    </Stack>
  );
}
