// @ts-check
// Inline on an attendee page drawn by its remote's server module (attendee-preview.page.ts): its
// scripts load at once (after-paint-loader.browser.js), so what the visitor does before is only
// held for the page's code.
import { holdPreviewInput } from './hold-preview-input.browser.js';

holdPreviewInput();
