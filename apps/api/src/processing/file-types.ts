// The catalogue is shared with the web app's upload rules: it lives in the contract.
export { extensionOf, FILE_TYPES, type Children, type FileTypesCatalogue } from '@waymark/contract';
