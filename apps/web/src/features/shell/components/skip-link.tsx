import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the keyboard: straight to the page, past the header and the sidebar. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
