// lib/images/media.mjs in the CMS's page (scripts/admin.mjs). The uploads are not on disk here:
// an address is checked by its shape alone (a picture typed into a body by hand), since the image
// field only picks what the media library holds, uploaded under a name and a size the content check
// takes; and the preview shows a picture as the editor's browser has it
// (lib/images/picture-html.ts).
export { addressProblem as mediaProblem } from '../../images/picture-address.mjs';

export const MEDIA_SIZES = '';

export const mediaPicture = () => undefined;

/**
 * An upload in a letter's mail, previewed: its own address, which the preview resolves to the
 * CMS's copy, at the mail's width (the preview's stylesheet keeps its proportions).
 */
export const largestSize = (src) => ({ path: src, width: 600, height: 400 });
