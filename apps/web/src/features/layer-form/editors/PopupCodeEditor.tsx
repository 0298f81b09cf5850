import { vue } from '@codemirror/lang-vue';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { readableCodeEditor } from '../../../lib/readableCodeEditor.js';

export interface PopupCodeEditorProps {
  value: string;
  onChange(text: string): void;
  label: string;
  describedBy: string;
}

/** The popup template editor (loaded on demand): CodeMirror 6 with Vue template highlighting. */
export function PopupCodeEditor({ value, onChange, label, describedBy }: PopupCodeEditorProps) {
  const extensions = useMemo(
    () => [
      vue(),
      readableCodeEditor,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy }),
    ],
    [label, describedBy],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      minHeight="160px"
      maxHeight="480px"
      basicSetup={{ foldGutter: true, autocompletion: false }}
    />
  );
}
