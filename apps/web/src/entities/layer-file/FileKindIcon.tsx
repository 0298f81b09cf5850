import ImageIcon from '@mui/icons-material/ImageOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { LayerFileRead } from '@waymark/contract';
import { isDataFile, viewableKind } from './fileKinds.js';

/** A file's icon: image, PDF, geodata or any other file. */
export function FileKindIcon({ file }: { file: LayerFileRead }) {
  const kind = viewableKind(file);
  if (kind === 'image') return <ImageIcon fontSize="small" color="action" />;
  if (kind === 'pdf') return <PdfIcon fontSize="small" color="error" />;
  if (isDataFile(file)) return <MapIcon fontSize="small" color="primary" />;
  return <FileIcon fontSize="small" color="action" />;
}
