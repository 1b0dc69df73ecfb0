// The CMS shows an entry's title as written, braces and all, in its lists of entries and over its
// editor ("Ambassador programme opens in {market.countries}"): an editor reads the words the site
// shows. There the company facts are filled in, in English, as the site writes them. A field, and
// so what is saved, stays as written, and so do a field's hint and a refused save's message, which
// speak of the placeholders themselves ("write {fees.goods} instead").
import { fillFacts } from '../../content/fill-facts';

/** Where the CMS names entries: its lists' cells, its editor's title, what it announces. */
const NAMES = '[role="gridcell"], [role="toolbar"] h2, [role="status"]';

/** Where text is an editor's to type: left as it is. */
const TYPED = 'input, textarea, [contenteditable]';

/** `text` with its facts filled in; as it is if it names none, or a fact that does not exist. */
function filled(text) {
  try {
    return fillFacts(text, '(the CMS)');
  } catch {
    return text;
  }
}

/** Fills in the facts of the text nodes under `root` that name entries. */
function fillIn(root) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType !== Node.TEXT_NODE || !node.data.includes('{')) continue;
    const parent = node.parentElement;
    if (!parent?.closest(NAMES) || parent.closest(TYPED)) continue;
    const text = filled(node.data);
    if (text !== node.data) node.data = text;
  }
}

/** From now on, every name of an entry the CMS draws shows the facts it names filled in. */
export function showFactsFilledIn() {
  new MutationObserver((records) => {
    for (const { type, target, addedNodes } of records)
      if (type === 'characterData') fillIn(target);
      else addedNodes.forEach(fillIn);
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}
