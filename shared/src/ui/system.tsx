import { createSystem, defaultConfig, defineConfig } from '@slotwise/shared/ui/chakra';

// The product's palette: a calm indigo used as the 'brand' color palette.
const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
  globalCss: {
    // A visible focus ring for keyboard users everywhere.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

export const system = createSystem(defaultConfig, brandConfig);
