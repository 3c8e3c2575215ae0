import lightTheme from '@shoelace-style/shoelace/dist/themes/light.styles.js';
import { remToPx } from './remToPx';
import { tokenCss } from './tokens';
import { chromeCss } from '../wizard/chromeStyles';
import { fieldCss } from '../fields/fieldStyles';
import { noticeCss } from '../notice/noticeStyles';
import { screenCss } from '../screens/screenStyles';

let sheet: CSSStyleSheet | undefined;

/** One constructable sheet, shared by every shadow root on the page (adoption does not copy it). */
export function themeSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(
      remToPx(`${lightTheme.cssText}\n${tokenCss}\n${chromeCss}\n${fieldCss}\n${noticeCss}\n${screenCss}`),
    );
  }
  return sheet;
}

export function adoptTheme(root: ShadowRoot): void {
  const theme = themeSheet();
  if (!root.adoptedStyleSheets.includes(theme)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, theme];
  }
}
