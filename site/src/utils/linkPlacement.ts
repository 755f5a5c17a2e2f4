export type LinkPlacement = 'navbar' | 'footer' | 'sidebar' | 'content' | 'other';

/** Where on the page a link sits: the docs team compares clicks to the main site by placement. */
export function linkPlacement(anchor: Element): LinkPlacement {
  if (anchor.closest('.navbar, .navbar-sidebar')) return 'navbar';
  if (anchor.closest('.footer')) return 'footer';
  if (anchor.closest('.theme-doc-sidebar-container')) return 'sidebar';
  if (anchor.closest('main, article')) return 'content';
  return 'other';
}
