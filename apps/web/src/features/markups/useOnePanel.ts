import { useEffect } from 'react';
import { activeTool, setActiveTool, useCurrentTool } from '../../map/controls/activeTool.js';
import { closeMarkups } from './markupsStore.js';

/** The drawing tool of the markups panel: it takes the map's clicks while a markup is drawn. */
export const MARKUP_DRAW_TOOL = 'markups';

/**
 * One tool's panel at a time in the map's corner: opening the markups panel stops the drawing
 * tool that was on (measuring, a section); starting one closes the markups panel. The panel
 * itself leaves the map's clicks to the feature popups, except while a markup is drawn.
 */
export function useOnePanel(open: boolean): void {
  const tool = useCurrentTool();
  useEffect(() => {
    if (!open) return;
    const other = activeTool();
    if (other !== null && other !== MARKUP_DRAW_TOOL) setActiveTool(null);
    // Only the panel's opening stops the other tool; the effect below closes it on a later start.
  }, [open]);
  useEffect(() => {
    if (tool !== null && tool !== MARKUP_DRAW_TOOL) closeMarkups();
  }, [tool]);
}
