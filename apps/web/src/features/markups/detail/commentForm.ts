import { MARKUP_COMMENT_MAX, SHARE_COMMENTER_NAME_MAX } from '@waymark/contract/markup';
import { z } from 'zod';

export interface CommentValues {
  body: string;
  /** A share link's viewer's name (unused for a signed-in user). */
  name: string;
}

/** A comment's rules: some text; a share link's viewer's name too. Messages are keys. */
export function commentRules(viaShare: boolean) {
  return z.object({
    body: z
      .string()
      .trim()
      .min(1, 'markup.comments.bodyRequired')
      .max(MARKUP_COMMENT_MAX, 'markup.comments.bodyTooLong'),
    name: viaShare
      ? z
          .string()
          .trim()
          .min(1, 'markup.comments.nameRequired')
          .max(SHARE_COMMENTER_NAME_MAX, 'markup.comments.nameTooLong')
      : z.string(),
  }) satisfies z.ZodType<CommentValues, CommentValues>;
}
