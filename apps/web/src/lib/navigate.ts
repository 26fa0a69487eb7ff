/**
 * Moving between pages without a router (the child's pages, decision 042):
 * the address changes in place and a popstate tells the page shell, which
 * draws the page the new address names. Back and forward work as usual.
 */
export function goTo(path: string, options: { replace?: boolean } = {}) {
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
