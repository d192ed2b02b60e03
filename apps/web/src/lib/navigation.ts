/**
 * Full page navigation (leaves the single-page app and reloads it). Used after the session is
 * cleared, so that no screen keeps state from the signed-in user.
 */
export const hardNavigate = (url: string) => {
  window.location.assign(url);
};

export const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);
