import { Text } from '@mantine/core';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_PATH } from '@earshot/shared/api/account';
import { TEXTS } from '@earshot/shared/texts';
import classes from './captcha.module.css';

type CaptchaProps = {
  /** The solved token (base64 JSON `{ challenge, solution }`), or null when there is none (reset, expired, error). */
  onChange: (token: string | null) => void;
  /** Change it to start over with a new challenge (each token verifies once; reset after every failed submit). */
  resetKey?: number;
  /** A validation message to show under the widget. */
  error?: ReactNode;
};

type StateDetail = { state: string; payload?: string | null };

/**
 * The ALTCHA proof-of-work widget (DESIGN §2). It fetches a challenge from the server and solves it on
 * its own in web workers as soon as it shows. The widget's code loads only where a form needs it.
 */
export function Captcha({ onChange, resetKey = 0, error }: CaptchaProps) {
  const ref = useRef<AltchaWidgetElement>(null);
  const errorId = useId();
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState('loading');
  const report = useEffectEvent((token: string | null) => onChange(token));

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const onStateChange = (event: Event) => {
      const { state: next, payload } = (event as CustomEvent<StateDetail>).detail;
      setState(next);
      report(next === 'verified' && payload ? payload : null);
      if (next === 'expired') void widget.verify(); // a fresh challenge, solved again without a click
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  const shownKey = useRef(resetKey); // the widget solves its first challenge by itself
  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget || resetKey === shownKey.current) return;
    shownKey.current = resetKey;
    widget.reset();
    void widget.verify();
  }, [resetKey, loaded]);

  return (
    <div
      role="group"
      aria-label={TEXTS.captchaLabel}
      aria-describedby={error ? errorId : undefined}
      data-captcha-state={state}
      className={classes.captcha}
    >
      <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_PATH} auto="onload" />
      {error && (
        <Text id={errorId} c="red.5" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
