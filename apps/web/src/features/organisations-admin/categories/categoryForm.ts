import { MARKUP_ICONS, type MarkupIcon } from '@waymark/contract/markup';
import { z } from 'zod';

export interface CategoryValues {
  name: string;
  icon: MarkupIcon;
}

/** A category's rules (message keys, translated where they are shown). */
export const categoryRules = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'markupCategories.nameRequired')
    .max(60, 'markupCategories.nameTooLong'),
  icon: z.enum(MARKUP_ICONS),
}) satisfies z.ZodType<CategoryValues, CategoryValues>;
