import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptTheme } from '../theme/themeSheet';
import {
  WIDGET_ATTRIBUTES,
  attributeToProp,
  type RawWidgetProps,
  type WidgetAttribute,
  type WidgetPropName,
  type WidgetProps,
} from './attributes';
import { createWidgetShell, type ShellOptions } from './WidgetShell';

/** A cc-* element as the host page sees it: every attribute also a string property. */
export type CcWidgetElement = HTMLElement & { [K in WidgetPropName]: string | undefined };

/** For `interface HTMLElementTagNameMap extends WidgetTagMap<'cc-x'> {}` in a package that defines a tag. */
export type WidgetTagMap<Tag extends string> = { [K in Tag]: CcWidgetElement };

export interface DefineWidgetOptions extends ShellOptions {
  /** The attributes this element observes; every documented one when left out. `token` is always on. */
  attributes?: readonly WidgetAttribute[];
}

// r2wc keeps its state under these registry symbols; we reach them to handle what it does not:
// attribute removal, empty attributes (a bare `debug`), and a token that must never be reflected.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
interface R2wcInternals {
  [PROPS]: RawWidgetProps;
  [RENDER](): void;
}
function internals(element: HTMLElement): R2wcInternals {
  return element as unknown as R2wcInternals;
}

export function defineWidget<Tag extends string>(
  tag: Tag,
  Component: ComponentType<WidgetProps>,
  options: DefineWidgetOptions = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) {
    console.warn(`<${tag}> is already defined on this page; keeping the first definition.`);
    return existing;
  }

  const attributes = [...new Set<WidgetAttribute>([...(options.attributes ?? WIDGET_ATTRIBUTES), 'token'])];
  const propByAttribute = new Map(attributes.map((attribute) => [attribute as string, attributeToProp(attribute)]));
  // r2wc gets every prop but the token: it reflects string props back into attributes.
  const reflectedProps = attributes.filter((a) => a !== 'token').map(attributeToProp);
  const ownProps: WidgetPropName[] = [...reflectedProps, 'token'];

  const Base = r2wc(createWidgetShell(tag, Component, options), {
    shadow: 'open',
    props: reflectedProps as never,
  }) as unknown as { new (): HTMLElement };

  class WidgetElement extends Base {
    static get observedAttributes(): string[] {
      return attributes;
    }

    constructor() {
      super();
      adoptTheme(this.shadowRoot as ShadowRoot);
      this.keepEarlyProperties();
    }

    /**
     * Properties the page set before this definition loaded sit on the instance and hide the
     * accessors; move them through the accessors so the component sees them.
     */
    private keepEarlyProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const prop of ownProps) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = self[prop];
          delete self[prop];
          self[prop] = value;
        }
      }
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propByAttribute.get(attribute);
      if (!prop) return;
      const props = internals(this)[PROPS];
      if (value === null) delete props[prop];
      else props[prop] = value;
      internals(this)[RENDER]();
    }

    get token(): string | undefined {
      return internals(this)[PROPS].token;
    }

    set token(value: string | null | undefined) {
      const props = internals(this)[PROPS];
      if (value === null || value === undefined || value === '') delete props.token;
      else if (typeof value !== 'string') throw new TypeError(`<${tag}>.token must be a string.`);
      else props.token = value;
      internals(this)[RENDER]();
    }
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}
