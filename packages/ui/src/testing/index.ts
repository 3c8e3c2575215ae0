// Apollo's test provider for the flows' component tests and Storybook fixtures, kept out of the main entry so no
// widget bundle carries it. Apollo is installed under packages/ui only (npm keeps it nested), so it is re-exported
// from here: flows and stories then mock the very copy whose hooks @cc/ui re-exports. Nothing here may import a
// test runner: Storybook bundles this entry too.
export { MockedProvider, type MockedResponse } from '@apollo/client/testing';
export { settle, tick } from './settle';
export { renderInShadow, type RenderInShadowOptions, type Rendered } from './renderInShadow';
export { byTestId, found, shadowRenderer, type ShadowRenderOptions } from './shadowRenderer';
