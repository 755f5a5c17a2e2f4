import React, { useEffect, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { platform } from '../../data/platform';
import {
  CONSENT_EVENT,
  DEVICE_ID_EVENT,
  privacySignal,
  readConsent,
  trackerDeviceId,
  writeConsent,
  type ConsentChoice,
} from '../../utils/consent';
import styles from './styles.module.css';

/**
 * The reader's choice about statistics cookies, on the privacy page (the
 * footer links to it). Two buttons of equal weight; no banner, nothing that
 * blocks the content. Without a choice the tracker records no event, stores nothing on the
 * device, reads nothing from it for statistics and sends nothing.
 */
export default function ConsentControl(): ReactNode {
  // Known only in the browser: the static page shows the default (not allowed).
  const [choice, setChoice] = useState<ConsentChoice | undefined>();
  const [signal, setSignal] = useState(false);
  // Known once the tracker has started (src/clientModules/analytics.ts announces it).
  const [deviceId, setDeviceId] = useState<string | undefined>();
  useEffect(() => {
    setChoice(readConsent());
    setSignal(privacySignal());
    setDeviceId(trackerDeviceId());
    const onChange = (event: Event): void =>
      setChoice((event as CustomEvent<ConsentChoice>).detail);
    const onDeviceId = (event: Event): void =>
      setDeviceId((event as CustomEvent<string | undefined>).detail);
    addEventListener(CONSENT_EVENT, onChange);
    addEventListener(DEVICE_ID_EVENT, onDeviceId);
    return () => {
      removeEventListener(CONSENT_EVENT, onChange);
      removeEventListener(DEVICE_ID_EVENT, onDeviceId);
    };
  }, []);
  const granted = choice === 'granted';
  const allowLabel = translate({
    id: 'nubiva.consent.allow',
    message: 'Allow statistics cookies',
    description: 'Button that gives consent to the tracker storing ids on the device',
  });
  const denyLabel = translate({
    id: 'nubiva.consent.deny',
    message: 'Do not allow',
    description:
      'Button that refuses or withdraws consent (deletes every stored tracker id at once)',
  });
  // The Markdown twin has no buttons and no reader's state: it says what the control does.
  const twinText = translate(
    {
      id: 'nubiva.consent.twin',
      message:
        'This text version of the page has no buttons. Open the page in a browser: there, two buttons set your choice about statistics cookies, "{allow}" or "{deny}". "{deny}" applies as long as you choose nothing and withdraws a consent given before; the page also shows there which choice applies in your browser and the device id of the events your browser sent with consent, also right after you withdraw it.',
      description: 'Replaces the consent control in the Markdown version of the privacy page',
    },
    { allow: allowLabel, deny: denyLabel },
  );

  return (
    <div className={styles.consent} data-twin-text={twinText}>
      <p role="status" className={styles.state}>
        {granted
          ? translate({
              id: 'nubiva.consent.stateGranted',
              message:
                'Statistics cookies are allowed: the tracker keeps its ids on this device so that visits can be counted as one visitor.',
              description: 'Current state of the consent control when cookies are allowed',
            })
          : translate({
              id: 'nubiva.consent.stateDenied',
              message:
                'Statistics cookies are not allowed: the tracker records no event, stores nothing on this device, reads nothing from it for statistics and sends nothing. Page views are counted by the server only, without any identifier.',
              description: 'Current state of the consent control without consent',
            })}
        {signal &&
          ` ${translate({
            id: 'nubiva.consent.signal',
            message:
              'Your browser sends a privacy signal (Global Privacy Control or Do Not Track), so the tracker stays off whatever you choose here.',
            description: 'Added to the consent state when the browser sends GPC or DNT',
          })}`}
      </p>
      {/* A list: the Markdown twin gives each choice a line of its own, not both labels run together. */}
      <ul className={styles.buttons}>
        <li>
          <button
            type="button"
            className="button button--outline button--primary"
            aria-pressed={granted}
            onClick={() => writeConsent('granted')}
          >
            {allowLabel}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button--outline button--primary"
            aria-pressed={!granted}
            onClick={() => writeConsent('denied')}
          >
            {denyLabel}
          </button>
        </li>
      </ul>
      {deviceId && (
        <p className={styles.deviceId}>
          {granted ? (
            <Translate
              id="nubiva.consent.deviceIdGranted"
              description="Shown with consent: the id in the tracker cookie, for data requests"
              values={{ id: <code>{deviceId}</code> }}
            >
              {
                'The device id of this browser is {id}. Give it when you ask us about your statistics data.'
              }
            </Translate>
          ) : (
            <Translate
              id="nubiva.consent.deviceIdWithdrawn"
              description="Shown right after a withdrawal: the deleted device id, for access or erasure requests"
              values={{
                id: <code>{deviceId}</code>,
                days: platform.privacy.trackerEventRetentionDays,
              }}
            >
              {
                'Until now, this browser sent its events under the device id {id}. It has been deleted from this device; note it now if you want to ask us about these events, which we keep for {days} days after they were received.'
              }
            </Translate>
          )}
        </p>
      )}
    </div>
  );
}
