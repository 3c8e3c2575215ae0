import type { ReactNode } from 'react';
import { CenterHeader, type CenterHeaderProps } from './CenterHeader';
import { DebugPanel } from './DebugPanel';
import { MobileProgress } from './MobileProgress';
import { StepIndicator } from './StepIndicator';
import { useIsMobile } from './useIsMobile';
import { WizardNav, type WizardNavProps } from './WizardNav';

/** The spec's form widths: default 768px, large 1320px. */
export type FormSize = 'default' | 'large';

export interface WizardLayoutProps {
  center: CenterHeaderProps;
  steps: readonly string[];
  /** Zero-based index of the step being shown. */
  current: number;
  size?: FormSize;
  nav: Omit<WizardNavProps, 'current' | 'total'>;
  debug?: { enabled: boolean; values: unknown; errors?: unknown };
  children: ReactNode;
}

/** Header, progress (step indicator on desktop, progress bar on mobile), the step, navigation, debug. */
export function WizardLayout({ center, steps, current, size = 'default', nav, debug, children }: WizardLayoutProps) {
  const isMobile = useIsMobile();
  const stepLabel = steps[current];
  return (
    <div className="cc-wizard" data-size={size} data-testid="wizard-layout">
      <CenterHeader {...center} />
      {isMobile ? (
        <MobileProgress step={current + 1} total={steps.length} />
      ) : (
        <StepIndicator steps={steps} current={current} />
      )}
      {/* A named region, not <main>: the widget sits inside a page (a centre's site, the hosted page) that has its own. */}
      <section className="cc-wizard__step" aria-label={stepLabel} data-testid="wizard-step">
        {children}
      </section>
      <WizardNav {...nav} current={current} total={steps.length} />
      {debug && <DebugPanel debug={debug.enabled} values={debug.values} errors={debug.errors} />}
    </div>
  );
}
