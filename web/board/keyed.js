// A keyed render that updates nodes in place (chessground's render.ts): each drawn
// thing has a key (a square's name, a card's id), the node for a key is made once
// and kept, and only what changed is redrawn inside it. Focus, running animations
// and listeners stay with their node across redraws, so no renderer puts focus back
// by hand.

/**
 * @template T
 * @typedef {object} KeyedSpec
 * @property {(item: T) => string} key a stable key per item
 * @property {(item: T) => Element} create the node for a new key (its children come from update)
 * @property {(el: Element, item: T) => void} [update] on every redraw: attributes patched in place
 *   (`patch`), content redrawn only when its signature changed (`contentOnce`)
 */

/** @type {WeakMap<Element, string>} the signature of what each node's content shows */
const SIG = new WeakMap();

/**
 * Make `parent`'s children the nodes of `items`, in order, reusing the node of every
 * key drawn before. A node is moved only when it is out of place (moving a focused
 * node would drop its focus), and removed when its key is gone.
 * @template T
 * @param {Element} parent
 * @param {T[]} items
 * @param {KeyedSpec<T>} spec
 */
export function keyed(parent, items, spec) {
  /** @type {Map<string, Element>} */
  const old = new Map();
  for (const child of parent.children) {
    const key = child.getAttribute("data-key");
    if (key !== null) old.set(key, child);
  }
  let at = parent.firstElementChild;
  for (const item of items) {
    const key = spec.key(item);
    let el = old.get(key);
    if (el) old.delete(key);
    else {
      el = spec.create(item);
      el.setAttribute("data-key", key);
    }
    spec.update?.(el, item);
    if (el !== at) parent.insertBefore(el, at);
    else at = at.nextElementSibling;
  }
  for (const el of old.values()) el.remove();
}

/**
 * Set attributes in place: a value of null, undefined or false removes the attribute,
 * true sets it empty. Only attributes that differ are written.
 * @param {Element} el
 * @param {{[name: string]: string | number | boolean | null | undefined}} attrs
 */
export function patch(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
      continue;
    }
    const text = value === true ? "" : String(value);
    if (el.getAttribute(name) !== text) el.setAttribute(name, text);
  }
}

/**
 * A child a keyed node was made with (its `create` put it there), for its `update`.
 * @param {Element} el
 * @param {number} index
 * @returns {Element}
 */
export function childAt(el, index) {
  const child = el.children[index];
  if (!child) throw new Error(`A keyed node lost child ${index}, which it was made with.`);
  return child;
}

/**
 * Replace an element's children only when `sig` differs from what it last drew: the
 * one way a node's content is memoised (a keyed spec's `update` calls it, and so does a
 * renderer for a fixed node of its own).
 * @param {Element} el
 * @param {string} sig
 * @param {() => (Node | string | null | undefined | false)[]} make parts left out where null or false
 * @returns {boolean} whether the content was redrawn (a change to animate)
 */
export function contentOnce(el, sig, make) {
  if (SIG.get(el) === sig) return false;
  SIG.set(el, sig);
  // replaceChildren would write a null as the text "null"
  el.replaceChildren(
    ...make().filter(
      /** @returns {part is Node | string} */ (part) => part !== null && part !== undefined && part !== false,
    ),
  );
  return true;
}
