import { baseApi } from '@slotwise/shared/api/base-api';
import { userLoaded } from '@slotwise/shared/api/session.slice';
import type { User } from '@slotwise/shared/contract/auth.contract';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import {
  type AvatarResponse,
  avatarRules,
  type Settings,
  type SettingsUpdatePayload,
  type TimeZoneOption,
} from '@slotwise/shared/contract/settings.contract';
import type { RootState } from '@slotwise/shared/store/root-reducer';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Settings'] });

type UserPatch = Partial<Pick<User, 'name' | 'surname' | 'username' | 'time_zone' | 'language' | 'avatar'>>;

/** Keeps the session user (header avatar, name, language) in step with what was just saved. */
async function refreshSessionUser(
  patchOf: () => Promise<UserPatch>,
  { dispatch, getState }: { dispatch: (action: unknown) => unknown; getState: () => unknown },
) {
  try {
    const patch = await patchOf();
    const user = (getState() as RootState).session.user;
    if (user) dispatch(userLoaded({ ...user, ...patch }));
  } catch {
    // The failure is reported by the caller of the mutation.
  }
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => '/api/settings',
      providesTags: ['Settings'],
    }),
    getTimeZones: build.query<TimeZoneOption[], void>({
      query: () => '/api/timezones',
      transformResponse: unwrapData<TimeZoneOption[]>,
    }),
    updateSettings: build.mutation<Settings, SettingsUpdatePayload>({
      query: (body) => ({ url: '/api/settings', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        await refreshSessionUser(
          async () => {
            const { data } = await queryFulfilled;
            dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data));
            const { email: _email, ...patch } = data;
            return patch;
          },
          { dispatch, getState },
        );
      },
    }),
    uploadAvatar: build.mutation<AvatarResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(avatarRules.field, file);
        return { url: '/api/avatar', method: 'POST', body };
      },
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        await refreshSessionUser(
          async () => {
            const { data } = await queryFulfilled;
            dispatch(
              settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
                draft.avatar = data.avatar;
              }),
            );
            return { avatar: data.avatar };
          },
          { dispatch, getState },
        );
      },
    }),
    deleteAvatar: build.mutation<void, void>({
      query: () => ({ url: '/api/avatar', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        await refreshSessionUser(
          async () => {
            await queryFulfilled;
            dispatch(
              settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
                draft.avatar = null;
              }),
            );
            return { avatar: null };
          },
          { dispatch, getState },
        );
      },
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useGetTimeZonesQuery,
  useUpdateSettingsMutation,
  useUploadAvatarMutation,
  useDeleteAvatarMutation,
} = settingsApi;
