import { useEffect } from 'react';
import { gql } from '@apollo/client/core';
import { useQuery } from '@apollo/client/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type { WidgetProps } from '../widget/attributes';
import { useWidgetEvents, type Emit } from '../widget/events';

/** Lets a test call the component's own `emit`, as a flow's event handler would. */
export const probeEmit: { current: Emit | null } = { current: null };

const ECHO = gql`
  query Echo {
    echo {
      authorization
      url
    }
  }
`;

function Echo() {
  const { data, error } = useQuery<{ echo: { authorization: string | null; url: string } }>(ECHO, {
    fetchPolicy: 'network-only',
  });
  if (error) return <output data-testid="echo-error">{error.message}</output>;
  if (!data) return null;
  return <output data-testid="echo">{JSON.stringify(data.echo)}</output>;
}

/** A flow stand-in for tests of defineWidget: shows its props and holds real Shoelace controls. */
export function Probe(props: WidgetProps) {
  const { emit } = useWidgetEvents();
  useEffect(() => {
    probeEmit.current = emit;
    return () => {
      if (probeEmit.current === emit) probeEmit.current = null;
    };
  }, [emit]);
  useEffect(() => {
    emit('cc-ready', {});
  }, [emit]);
  return (
    <div>
      <pre data-testid="props">{JSON.stringify(props)}</pre>
      <SlButton data-testid="sl-button">Next</SlButton>
      <SlInput data-testid="sl-input" label="Name" />
      {props.view === 'echo' && <Echo />}
    </div>
  );
}

export function SecondProbe() {
  return <p data-testid="second">second definition</p>;
}
