import type { ReactNode } from 'react';
import { useIsMobile } from '../wizard/useIsMobile';
import { ScreenIcon, type ScreenIconKind } from './ScreenIcon';

export interface ScreenFrameProps {
  testId: string;
  icon?: ScreenIconKind;
  /** Names the section for assistive technology (the id of its title). */
  labelledBy?: string;
  role?: 'alert';
  /** Extra data-* attributes a flow's tests and styles read (e.g. data-state). */
  data?: Record<string, string>;
  children: ReactNode;
}

/** A whole-widget screen (landing, outcome, error): centred, with its picture, phone and desktop layouts. */
export function ScreenFrame({ testId, icon, labelledBy, role, data = {}, children }: ScreenFrameProps) {
  const isMobile = useIsMobile();
  const dataAttributes = Object.fromEntries(Object.entries(data).map(([name, value]) => [`data-${name}`, value]));
  return (
    <section
      className="cc-screen"
      role={role}
      data-testid={testId}
      data-layout={isMobile ? 'mobile' : 'desktop'}
      aria-labelledby={labelledBy}
      {...dataAttributes}
    >
      {icon && <ScreenIcon kind={icon} />}
      {children}
    </section>
  );
}
