import { mergeRsbuildConfig, type Rspack } from '@rsbuild/core';
import { remoteBuildConfig } from '@slotwise/shared/federation/remote-build';

/** The chunk of the `./attendee` expose (the module federation plugin names it after the expose). */
const attendeeExposeChunk = '__federation_expose_attendee';

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
