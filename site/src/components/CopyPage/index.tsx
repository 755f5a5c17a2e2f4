import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { markdownTwinPath } from '@site/src/utils/markdownTwin';
import type { CopyPageAction } from './actions';
import styles from './styles.module.css';

const loadActions = () => import('./actions');
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/** Loads the menu's code on first interest (hover, focus, touch), as the search button does. */
const preload = (): void => {
  loadMenu().catch(() => undefined);
  loadActions().catch(() => undefined);
};

/**
 * "Copy page" next to a page's title: a button that copies the
 * page's Markdown twin, and a menu button whose menu also opens the twin or
 * asks ChatGPT or Claude about it. Only the two buttons are part of the
 * page; the menu, the clipboard and tracker code load on first interest, and
 * the third-party links exist only once the reader has opened the menu.
 */
export default function CopyPage(): ReactNode {
  const { pathname } = useLocation();
  const twin = markdownTwinPath(pathname);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [status, setStatus] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const run = useCallback(
    (action: CopyPageAction) => {
      if (action === 'copy') {
        setStatus('');
        // The clipboard write starts inside the click (Safari needs that); its content loads meanwhile.
        const text = loadActions().then((actions) => actions.fetchText(twin));
        const copied =
          typeof ClipboardItem === 'function' && navigator.clipboard?.write
            ? navigator.clipboard.write([
                new ClipboardItem({
                  'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })),
                }),
              ])
            : text.then((value) => navigator.clipboard.writeText(value));
        copied.then(
          () =>
            setStatus(
              translate({
                id: 'nubiva.copyPage.copied',
                message: 'Copied',
                description: 'Shown after the page was copied to the clipboard as Markdown',
              }),
            ),
          () =>
            setStatus(
              translate({
                id: 'nubiva.copyPage.failed',
                message: 'Copying failed',
                description: 'Shown when the page could not be copied to the clipboard',
              }),
            ),
        );
      }
      loadActions()
        .then((actions) => actions.report(action, pathname))
        .catch(() => undefined);
    },
    [pathname, twin],
  );

  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  return (
    <div
      className={styles.copyPage}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => run('copy')}>
          {translate({
            id: 'nubiva.copyPage.copy',
            message: 'Copy page',
            description: "The button that copies the page's Markdown to the clipboard",
          })}
        </button>
        <button
          ref={toggle}
          type="button"
          className={`${styles.button} ${styles.toggle}`}
          aria-haspopup="menu"
          aria-expanded={open !== false}
          aria-controls={open !== false ? menuId : undefined}
          aria-label={translate({
            id: 'nubiva.copyPage.more',
            message: 'More options',
            description:
              'Name of the button that opens the copy-page menu (Markdown, ChatGPT, Claude)',
          })}
          onClick={() => (open ? close(false) : setOpen('first'))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
            }
          }}
        />
      </div>
      <span role="status" className={styles.status}>
        {status}
      </span>
      {open !== false && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            twin={twin}
            focus={open}
            toggle={toggle}
            onAction={run}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
