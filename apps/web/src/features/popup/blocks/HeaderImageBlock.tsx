import { PopupHeaderImage } from '../PopupHeaderImage.js';
import { headerImageOf } from '../headerImage.js';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';
import { usePopupData } from '../popupContext.js';
import { sizeAttr, textAttr } from './attrs.js';

/**
 * <header-image>: the feature's header.jpg attachment (or another, by `name`) across the
 * popup; a photo layer's feature shows its own photo. Nothing when there is none.
 */
export function HeaderImageBlock({ attrs }: BlockProps) {
  const { files, layer } = usePopupData();
  const name = textAttr(attrs, 'name').trim().toLowerCase();
  const file = name
    ? (files.find((f) => f.name.toLowerCase() === name) ?? null)
    : headerImageOf(files, layer.type);
  if (!file) return null;
  return <PopupHeaderImage file={file} height={sizeAttr(attrs, 'height')} />;
}
