// Helpers for the flows' component tests and Storybook fixtures, kept out of the main entry so no widget bundle
// carries them. Apollo is installed under packages/ui only (npm keeps it nested), so its test provider is
// re-exported from here: flows and stories then mock the very copy whose hooks @cc/ui re-exports.
export { MockedProvider, type MockedResponse } from '@apollo/client/testing';
export { findInShadow, queryInShadow } from './shadowQuery';
