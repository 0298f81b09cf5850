/**
 * The English texts of each feature that registers its texts when its code loads
 * (registerMessages), by mount key: their keys join those of the message files.
 *
 * Empty here on purpose: i18n/ sits below the features and imports none of them. app/
 * (featureMessages.ts), which may import every feature, fills it in by declaration merging, so
 * the keys are type-checked without a folder cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app/featureMessages.ts
export interface RegisteredMessages {}
