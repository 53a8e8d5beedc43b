import { mergeRsbuildConfig, type Rspack } from '@rsbuild/core';
import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';

/** The chunk of the `./attendee` expose (the module federation plugin names it after the expose). */
const attendeeExposeChunk = '__federation_expose_attendee';
/** The attendee pages loaded when shown (named by their imports in src/app/attendee-module.ts). */
const attendeeLazyPage = /^attendee-(?:cancel|reschedule)$/;

export default mergeRsbuildConfig(
  remoteBuildConfig({
    app: 'mf-bookings',
    // The attendee pages' first view drawn by the shell's server (src/app/attendee-preview.tsx).
    server: { name: 'attendee-preview', entry: './src/app/attendee-preview.tsx' },
  }),
  {
    environments: {
      remote: {
        tools: {
          rspack: {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  // The cancel and reschedule pages share code (the booking's summary, the
                  // mutations, the API's texts): in each page's own chunk, not a third file both
                  // load (a request, 0.6 KB more on each page). Otherwise Rspack's default group.
                  default: {
                    chunks: (chunk: Rspack.Chunk) => !attendeeLazyPage.test(chunk.name ?? ''),
                    minChunks: 2,
                    priority: -20,
                    reuseExistingChunk: true,
                  },
                  // Everything the `./attendee` expose runs at once (its pages' code, SWR, the
                  // icons, @date-fns/tz) in its own file: one request instead of three on every
                  // attendee page (about 1.3 KB less with the headers; issue #27's JS budget).
                  // The app's chunks keep their own copies of what they share with it.
                  attendeePages: {
                    chunks: (chunk: Rspack.Chunk) => chunk.name === attendeeExposeChunk,
                    test: (module: Rspack.Module) => module.type.startsWith('javascript/'),
                    name: attendeeExposeChunk,
                    priority: 100,
                    enforce: true,
                  },
                },
              },
            },
          },
        },
      },
    },
  },
);
