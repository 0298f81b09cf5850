import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { MARKUP_COMMENT_MAX, SHARE_COMMENTER_NAME_MAX } from '@waymark/contract/markup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import { FormTextField } from '../../../components/FormTextField.js';
import { useAddMarkupComment } from '../../../entities/markup/markupThreadMutations.js';
import { useCurrentUser } from '../../../entities/session/useCurrentUser.js';
import { commentRules, type CommentValues } from './commentForm.js';
import { FormErrorAlert } from '../../../components/alerts/FormErrorAlert.js';

/** The name a share link's viewer gave last, offered again (this tab only). */
const NAME_KEY = 'waymark.markupCommenter';

/**
 * A new comment. A share link's viewer names themselves (their comment is marked as from the
 * share link); a signed-in user comments under their own name.
 */
export function CommentForm({ mapId, markupId }: { mapId: number; markupId: number }) {
  const { t } = useTranslation();
  // A share link's viewer is the anonymous user, without an id.
  const viaShare = useCurrentUser()?.id === null;
  const resolver = useMemo(() => zodResolver(commentRules(viaShare)), [viaShare]);
  const form = useForm<CommentValues>({
    resolver,
    defaultValues: { body: '', name: viaShare ? (sessionStorage.getItem(NAME_KEY) ?? '') : '' },
  });
  const add = useAddMarkupComment(mapId, markupId);
  const [general, setGeneral] = useState<string[]>([]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const name = values.name.trim();
      await add.mutateAsync({ body: values.body.trim(), ...(viaShare ? { name } : {}) });
      if (viaShare) sessionStorage.setItem(NAME_KEY, name);
      form.reset({ body: '', name: values.name });
    } catch (failure) {
      const rest = applyServerErrors(failure, ['body', 'name'], form.setError);
      setGeneral(rest.length ? rest : [t('markup.comments.failedToSend')]);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      aria-label={t('markup.comments.new')}
      onSubmit={(event) => void submit(event)}
    >
      <FormErrorAlert messages={general} />
      {viaShare ? (
        <FormTextField
          control={form.control}
          name="name"
          label={t('markup.comments.name')}
          helperText={t('markup.comments.nameHelp')}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: SHARE_COMMENTER_NAME_MAX } }}
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="body"
        label={t('markup.comments.body')}
        size="small"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MARKUP_COMMENT_MAX } }}
      />
      <Button
        type="submit"
        size="small"
        variant="contained"
        loading={add.isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('markup.comments.send')}
      </Button>
    </Stack>
  );
}
