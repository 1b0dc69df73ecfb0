// The CMS closes an entry with changes without asking: Escape, its "Cancel Editing" arrow, the
// browser's back button and a link in its own menu all leave at once. Each of them goes through
// the address: the CMS moves by changing the hash and dispatching `hashchange`, which it listens
// for on window. This listener is added before the CMS starts, so it hears each move first and can
// hold it back while the editor decides.

/** The words of the question; the CMS's own interface is in English here too. */
const QUESTION = {
  title: 'Leave this entry?',
  text: 'Your changes are not saved. Save them first, or leave without them.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
};

/** An entry's editor: `#/collections/<name>/entries/<slug>` or `#/collections/<name>/new`. */
const isEditor = (hash) => /^#\/collections\/[^/]+\/(entries\/|new\b)/.test(hash);

/**
 * Whether the open entry has changes not saved: the CMS's own answer, its Save button (the toolbar's
 * one with the save shortcut) is enabled only then.
 */
function hasUnsavedChanges() {
  const save = document.querySelector('button.primary[aria-keyshortcuts$="+S"]');
  return save !== null && save.getAttribute('aria-disabled') === 'false';
}

/** Asks in a modal dialog; resolves true when the editor chooses to leave. */
function askToLeave() {
  // Its look is the admin page's (scripts/admin.mjs, `dialog.unsaved-changes`).
  const dialog = Object.assign(document.createElement('dialog'), { className: 'unsaved-changes' });
  dialog.setAttribute('aria-labelledby', 'unsaved-title');
  dialog.setAttribute('aria-describedby', 'unsaved-text');
  const title = Object.assign(document.createElement('h2'), {
    id: 'unsaved-title',
    textContent: QUESTION.title,
  });
  const text = Object.assign(document.createElement('p'), {
    id: 'unsaved-text',
    textContent: QUESTION.text,
  });
  const buttons = document.createElement('form');
  buttons.method = 'dialog';
  const button = (label, value) =>
    Object.assign(document.createElement('button'), { textContent: label, value });
  // Staying is the default: Enter or Escape keeps the entry open.
  const stay = button(QUESTION.stay, 'stay');
  buttons.append(stay, button(QUESTION.leave, 'leave'));
  dialog.append(title, text, buttons);
  document.body.append(dialog);
  dialog.showModal();
  stay.focus();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      resolve(dialog.returnValue === 'leave');
      dialog.remove();
    });
  });
}

/**
 * Holds back every way out of an entry with unsaved changes until the editor answers. The CMS
 * closes a saved entry before its Save button is disabled again: `saved()`, called after each
 * save, lets that move through, and anything typed after it asks again.
 */
export function askBeforeLeavingChanges() {
  let letThrough = false;
  document.addEventListener(
    'input',
    () => {
      letThrough = false;
    },
    true,
  );
  window.addEventListener('hashchange', (event) => {
    const from = new URL(event.oldURL).hash;
    if (letThrough || !isEditor(from) || !hasUnsavedChanges()) {
      letThrough = false;
      return;
    }
    // The CMS does not hear this move, and the address goes back to the entry's meanwhile, in the
    // history's place the move took (the CMS's own moves push one, the browser's back button steps
    // onto one): leaving puts the move's address back in that place.
    event.stopImmediatePropagation();
    history.replaceState(history.state, '', event.oldURL);
    askToLeave().then((leave) => {
      if (!leave) return;
      history.replaceState(history.state, '', event.newURL);
      letThrough = true;
      window.dispatchEvent(
        new HashChangeEvent('hashchange', { oldURL: event.oldURL, newURL: event.newURL }),
      );
    });
  });
  // A reload or a closed tab: the browser's own question.
  window.addEventListener('beforeunload', (event) => {
    if (!letThrough && isEditor(location.hash) && hasUnsavedChanges()) event.preventDefault();
  });
  return {
    saved: () => {
      letThrough = true;
    },
  };
}
