import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  // The widgets never fetch from a CDN; neither should the designers' build.
  typescript: { reactDocgen: false },
  // The packages compile JSX with the automatic runtime (tsconfig "react-jsx"); vite must do the same.
  viteFinal: (viteConfig) => ({ ...viteConfig, esbuild: { ...viteConfig.esbuild, jsx: 'automatic' } }),
};

export default config;
