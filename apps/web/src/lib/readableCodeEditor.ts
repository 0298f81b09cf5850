import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { readableShade } from './contrast.js';

/** The editor's backgrounds: the page and the highlighted line under the cursor. */
export const BACKGROUNDS = ['#ffffff', '#f1faff'];

/**
 * CodeMirror's default highlighting with each colour moved, where it falls short, to the
 * nearest shade that reads at 4.5:1 on the editor's backgrounds (its green and its grey
 * placeholder are 3.4–4.3:1 on the highlighted line).
 */
export const readableHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string'
      ? { ...spec, color: readableShade(spec.color, BACKGROUNDS) }
      : spec,
  ),
);

export const PLACEHOLDER = readableShade('#888888', BACKGROUNDS);

/**
 * What every code editor in the app adds to CodeMirror's basic set-up: readable colours, and
 * a content that takes the keyboard's Tab stop (tabindex 0), so that a scrolling editor can be
 * reached and scrolled without a mouse.
 */
export const readableCodeEditor = [
  syntaxHighlighting(readableHighlightStyle),
  EditorView.theme({ '.cm-placeholder': { color: PLACEHOLDER } }),
  EditorView.contentAttributes.of({ tabindex: '0' }),
];
