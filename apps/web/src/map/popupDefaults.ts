/** Popups are 700px wide by default (section 9, Popup defaults). */
export const POPUP_WIDTH = 700;
