import './content-links.css';

/** The class of an area whose links take the design's link style: a page's main content, every dialog. */
export const contentLinksClassName = 'sf-content-links';
