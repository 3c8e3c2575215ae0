import { useEffect, useId, useRef } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ScreenFrame } from './ScreenFrame';

export interface OutcomeFrameProps {
  /** done: it went through; waiting: a waiting list or an approval comes next. */
  icon: 'done' | 'waiting';
  title: string;
  body: string;
  closeLabel: string;
  onClose(): void;
  /** data-state, for tests and styles. */
  state: string;
}

/** What happened to what the family sent, with one way on. Focus moves to the title so screen readers announce it. */
export function OutcomeFrame({ icon, title, body, closeLabel, onClose, state }: OutcomeFrameProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the family was typing into is gone; the title is the new place to be.
  useEffect(() => titleRef.current?.focus(), [state]);
  return (
    <ScreenFrame testId="outcome-screen" icon={icon} labelledBy={titleId} data={{ state }}>
      <h2 className="cc-screen__title" id={titleId} tabIndex={-1} ref={titleRef} data-testid="outcome-title">
        {title}
      </h2>
      <p className="cc-screen__body" data-testid="outcome-body">
        {body}
      </p>
      <div className="cc-screen__actions">
        <SlButton variant="primary" size="large" data-testid="outcome-close" onClick={onClose}>
          {closeLabel}
        </SlButton>
      </div>
    </ScreenFrame>
  );
}
