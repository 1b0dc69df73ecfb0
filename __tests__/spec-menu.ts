/** The side menu's four entries as the spec fixes them, in order: [label, href]. */
export const specMenu = [
  ['Home', '/welcome'],
  ['About', '/about'],
  ['Contact Us', '/contact'],
  ['Help Center', '/help'],
];
