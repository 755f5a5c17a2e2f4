import React, { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { translate } from '@docusaurus/Translate';
import type { CopyPageAction } from './actions';
import styles from './styles.module.css';

interface Props {
  id: string;
  /** Path of the page's Markdown twin. */
  twin: string;
  /** The item to focus when the menu opens. */
  focus: 'first' | 'last';
  toggle: RefObject<HTMLButtonElement | null>;
  onAction(action: CopyPageAction): void;
  onClose(returnFocus: boolean): void;
}

/**
 * The copy-page menu (WAI-ARIA menu button pattern): arrow keys, Home and End
 * move between the items, Escape closes it and returns to its button, Tab or
 * a click elsewhere closes it. The assistants get a prompt naming the page's
 * Markdown twin; nothing is sent to them before the reader picks one.
 */
export default function Menu({ id, twin, focus, toggle, onAction, onClose }: Props): ReactNode {
  const menu = useRef<HTMLDivElement>(null);
  const items = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [focus]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);

  const markdownUrl = `${window.location.origin}${twin}`;
  const prompt = translate(
    {
      id: 'nubiva.copyPage.prompt',
      message: 'Read {url} so I can ask questions about it.',
      description:
        'The prompt the copy-page menu opens ChatGPT or Claude with; {url} is the Markdown page',
    },
    { url: markdownUrl },
  );
  const query = encodeURIComponent(prompt);
  const links: { action: CopyPageAction; href: string; label: string }[] = [
    {
      action: 'view_markdown',
      href: twin,
      label: translate({
        id: 'nubiva.copyPage.viewMarkdown',
        message: 'View as Markdown',
        description: "Menu item that opens the page's Markdown version",
      }),
    },
    {
      action: 'chatgpt',
      href: `https://chatgpt.com/?hints=search&q=${query}`,
      label: translate({
        id: 'nubiva.copyPage.openChatGpt',
        message: 'Open in ChatGPT',
        description: 'Menu item that opens ChatGPT with a prompt about the page',
      }),
    },
    {
      action: 'claude',
      href: `https://claude.ai/new?q=${query}`,
      label: translate({
        id: 'nubiva.copyPage.openClaude',
        message: 'Open in Claude',
        description: 'Menu item that opens Claude with a prompt about the page',
      }),
    },
  ];

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={toggle.current?.getAttribute('aria-label') ?? undefined}
      className={styles.menu}
      onKeyDown={(event) => {
        const all = items();
        const index = all.indexOf(document.activeElement as HTMLElement);
        const move = (to: number) => {
          event.preventDefault();
          all[(to + all.length) % all.length]?.focus();
        };
        if (event.key === 'ArrowDown') move(index + 1);
        else if (event.key === 'ArrowUp') move(index - 1);
        else if (event.key === 'Home') move(0);
        else if (event.key === 'End') move(all.length - 1);
        else if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        } else if (event.key === 'Tab') onClose(false);
      }}
    >
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        onClick={() => {
          onAction('copy');
          onClose(true);
        }}
      >
        {translate({ id: 'nubiva.copyPage.copy', message: 'Copy page' })}
      </button>
      {links.map(({ action, href, label }) => (
        <a
          key={action}
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            onAction(action);
            onClose(false);
          }}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
