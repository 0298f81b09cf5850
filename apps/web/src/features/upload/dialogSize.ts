/** The upload dialogs: at most 1000px wide, 80% of the window (section 9, Upload screen). */
export const UPLOAD_DIALOG_WIDTH = 'min(80%, 1000px)';
