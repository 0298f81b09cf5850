import { json } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { readableCodeEditor } from '../../../lib/readableCodeEditor.js';
import { lintStyleJson } from './lintStyleJson.js';

export interface JsonCodeEditorProps {
  value: string;
  onChange(text: string): void;
  /** The editor's accessible name (the field's label). */
  label: string;
  /** The id of the hint, for aria-describedby. */
  describedBy: string;
  notDrawn(type: string): string;
  /** How many problems the last lint found, for the count under the editor. */
  onProblems(count: number): void;
  /** Shown while the editor is empty: which default applies. */
  placeholder?: string;
}

/**
 * The Style / Label editor (2.15, loaded on demand): CodeMirror 6 with JSON highlighting, and
 * a lint as you type that marks syntax errors, rules the server would refuse and what
 * MapLibre's style specification says of each rule, at their line.
 */
export function JsonCodeEditor({
  value,
  onChange,
  label,
  describedBy,
  notDrawn,
  onProblems,
  placeholder,
}: JsonCodeEditorProps) {
  const extensions = useMemo(
    () => [
      json(),
      readableCodeEditor,
      linter(
        (view): Diagnostic[] => {
          const problems = lintStyleJson(view.state.doc.toString(), notDrawn);
          onProblems(problems.filter((p) => p.severity === 'error').length);
          return problems;
        },
        { delay: 250 },
      ),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy }),
    ],
    [label, describedBy, notDrawn, onProblems],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      placeholder={placeholder}
      minHeight="160px"
      maxHeight="480px"
      basicSetup={{ foldGutter: true, highlightActiveLine: true, autocompletion: false }}
    />
  );
}
