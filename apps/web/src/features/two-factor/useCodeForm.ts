import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';

const codeSchema = z.object({
  code: z.string().trim().min(1, 'validation.required').max(64),
});
export type CodeValues = z.infer<typeof codeSchema>;

/**
 * A form of one authentication code sent with `send`: a wrong code's message under the field,
 * anything else (too many tries, no answer) above it.
 */
export function useCodeForm(send: (code: string) => Promise<unknown>) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setMessages([]);
    try {
      await send(code);
    } catch (error) {
      const general = applyServerErrors(error, ['code'], form.setError);
      const answered = error instanceof ApiError && error.status === 400;
      setMessages(general.length || answered ? general : [t('twoFactor.failed')]);
    }
  });
  return { control: form.control, submit, messages, submitting: form.formState.isSubmitting };
}
