/**
 * The folder of the export, and the address, the CMS lives at (/admin/): not a page of the site,
 * so the steps and checks that read every page pass it by.
 */
export const ADMIN_DIR = 'admin';
