import { Anchor, createTheme, defaultVariantColorsResolver, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

// Shade 7 is the brand teal #1f7a72 used in the logo and illustrations.
const praxis: MantineColorsTuple = ['#e9f6f4', '#d5ece8', '#a9d8d0', '#7bc3b8', '#55b1a4', '#3ca497', '#2e9a8d', '#1f7a72', '#176a63', '#0c5852'];
const sand: MantineColorsTuple = ['#faf6f0', '#f4ecdf', '#efe4d3', '#e2cfb2', '#d5ba91', '#cbab79', '#c6a36c', '#ae8e5a', '#9b7e4e', '#866b3f'];
// Mantine's gray with shade 6 (the "dimmed" hint text) darkened from #868e96 (3.3:1 on white) to
// #5f666d, which keeps 4.5:1 (WCAG AA) on white, the light greys and the sand background.
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5f666d', '#495057', '#343a40', '#212529'];
const terracotta: MantineColorsTuple = ['#fcefe9', '#f4ddd2', '#e8b4a0', '#dd9677', '#d47f5c', '#c8744f', '#c06a43', '#a95935', '#974e2e', '#844124'];

// Mantine's orange and yellow with shade 9 (the light variant's text, below) darkened: #d9480f and
// #f08c00 on their own tints reach only 3.9:1 and 2.2:1.
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#c2410c', '#b33c0b', '#a33a06', '#8a3105'];
// Red, green and orange from shade 6 on (error texts, status texts and badges, filled buttons) darkened
// to reach 4.5:1 on white, the sand background and their own tints; Mantine's reach 3.3-4.4:1.
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#c22727', '#b02020', '#9b1c1c'];
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#2f7d3c', '#237a35', '#1f6f30', '#1a5e29'];
const yellow: MantineColorsTuple = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#7a5200'];

/**
 * Mantine's variant colours, with the light variant's text darkened to shade 9: shade 7 on its
 * tinted background reached only 4.2:1. The subtle variant keeps shade 7 at rest (on the page's
 * background) and takes shade 9 under the pointer, where its tint made 4.3:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const dark = `var(--mantine-color-${parsed.color}-9)`;
  return input.variant === 'light' ? { ...colors, color: dark, hoverColor: dark } : { ...colors, hoverColor: dark };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'praxis',
  primaryShade: { light: 7, dark: 5 },
  colors: { praxis, sand, terracotta, gray, orange, yellow, red, green },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  black: '#1d2b2a',
  cursorType: 'pointer',
  // Links inside running text must stand out by more than colour (WCAG 1.4.1): always underlined.
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A table wider than a phone scrolls sideways: keyboard users reach that by focusing it (WCAG 2.1.1). The Tab
    // stop is a region (axe's focus-order-semantics: no focusable box without a role); a table names it through
    // scrollAreaProps (aria-labelledby its caption, as the price table does).
    // Plain objects rather than Table.ScrollContainer.extend or Modal.extend: importing those components here
    // would put them (and their scroll area) into the entry every page loads first.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region' } } } },
    // Mantine 9 keeps a folded Collapse (and an Accordion's panels) inside React's <Activity mode="hidden">, whose effects
    // wait for the unfolding: a folded booking list section then loaded its rows only when opened. display-none keeps
    // Mantine 8's behaviour: folded content stays mounted and live, only hidden.
    Collapse: { defaultProps: { keepMountedMode: 'display-none' } },
    Accordion: { defaultProps: { keepMountedMode: 'display-none' } },
    // A dialog's title bar is no page banner (axe: one banner per page); its <header> is presented as a plain box.
    Modal: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
  },
});
