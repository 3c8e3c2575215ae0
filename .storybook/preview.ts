import type { Preview } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        ...INITIAL_VIEWPORTS,
        // The spec's breakpoint: mobile is at most 767px wide.
        ccMobile: { name: 'Mobile (375px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        ccDesktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'ccDesktop', isRotated: false } },
};

export default preview;
