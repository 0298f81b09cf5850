// The catalogue is shared with the web app's upload rules: it lives in the contract.
export { extensionOf, FILE_TYPES, type Children, type FileTypesCatalogue } from '@waymark/contract';

import { extensionOf } from '@waymark/contract';

/** Attachments the workers take: zips (unpacked) and IFC models (converted to glb). */
export function isProcessedAttachment(fileName: string): boolean {
  return ['.zip', '.ifc'].includes(extensionOf(fileName));
}

/** An IFC model, which the workers convert to glb with its properties beside it. */
export function isIfcFile(fileName: string): boolean {
  return extensionOf(fileName) === '.ifc';
}
