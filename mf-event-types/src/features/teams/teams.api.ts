import { baseApi } from '@slotwise/shared/api/base-api';
import { unwrapData } from '@slotwise/shared/contract/data-envelope.contract';
import type {
  AssignableTeamRole,
  Team,
  TeamInput,
  TeamInvitation,
  TeamInvite,
  TeamMember,
} from '@slotwise/shared/contract/teams.contract';

const listTag = { type: 'Team', id: 'LIST' } as const;
const invitationsTag = { type: 'Team', id: 'INVITATIONS' } as const;

/** The team calls (docs/product.md#teams); every write refreshes the list, which carries the members. */
export const teamsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Team'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<Team[], void>({
      query: () => ({ url: '/api/teams' }),
      transformResponse: unwrapData<Team[]>,
      providesTags: [listTag],
    }),
    /** Invitations to the signed-in user, waiting for Accept or Decline. */
    getTeamInvitations: build.query<TeamInvitation[], void>({
      query: () => ({ url: '/api/teams/invitations' }),
      transformResponse: unwrapData<TeamInvitation[]>,
      providesTags: [invitationsTag],
    }),
    acceptTeamInvitation: build.mutation<Team, string>({
      query: (id) => ({ url: `/api/teams/invitations/${id}/accept`, method: 'POST' }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [listTag, invitationsTag],
    }),
    /** The invitation a mail's link names; its secret goes in the POST body, never in a URL. */
    getLinkedInvitation: build.query<TeamInvitation, string>({
      query: (token) => ({ url: '/api/teams/invitations/link', method: 'POST', body: { token } }),
      transformResponse: unwrapData<TeamInvitation>,
    }),
    acceptLinkedInvitation: build.mutation<Team, string>({
      query: (token) => ({ url: '/api/teams/invitations/link/accept', method: 'POST', body: { token } }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [listTag, invitationsTag],
    }),
    declineLinkedInvitation: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/api/teams/invitations/link/decline', method: 'POST', body: { token } }),
      invalidatesTags: [invitationsTag],
    }),
    declineTeamInvitation: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/teams/invitations/${id}/decline`, method: 'POST' }),
      invalidatesTags: [invitationsTag],
    }),
    createTeam: build.mutation<Team, TeamInput>({
      query: (body) => ({ url: '/api/teams', method: 'POST', body }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [listTag],
    }),
    updateTeam: build.mutation<Team, { id: string; body: TeamInput }>({
      query: ({ id, body }) => ({ url: `/api/teams/${id}`, method: 'PUT', body }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [listTag],
    }),
    deleteTeam: build.mutation<void, string>({
      query: (id) => ({ url: `/api/teams/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag],
    }),
    inviteTeamMember: build.mutation<TeamMember, { teamId: string; body: TeamInvite }>({
      query: ({ teamId, body }) => ({ url: `/api/teams/${teamId}/members`, method: 'POST', body }),
      transformResponse: unwrapData<TeamMember>,
      invalidatesTags: [listTag],
    }),
    /** A new link, valid 7 days, for a pending or expired invitation (once a day per address). */
    resendTeamInvitation: build.mutation<TeamMember, { teamId: string; memberId: string }>({
      query: ({ teamId, memberId }) => ({
        url: `/api/teams/${teamId}/members/${memberId}/resend`,
        method: 'POST',
      }),
      transformResponse: unwrapData<TeamMember>,
      invalidatesTags: [listTag],
    }),
    changeTeamMemberRole: build.mutation<
      TeamMember,
      { teamId: string; memberId: string; role: AssignableTeamRole }
    >({
      query: ({ teamId, memberId, role }) => ({
        url: `/api/teams/${teamId}/members/${memberId}`,
        method: 'PATCH',
        body: { role },
      }),
      transformResponse: unwrapData<TeamMember>,
      invalidatesTags: [listTag],
    }),
    removeTeamMember: build.mutation<void, { teamId: string; memberId: string }>({
      query: ({ teamId, memberId }) => ({
        url: `/api/teams/${teamId}/members/${memberId}`,
        method: 'DELETE',
      }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const {
  useGetTeamsQuery,
  useGetTeamInvitationsQuery,
  useAcceptTeamInvitationMutation,
  useDeclineTeamInvitationMutation,
  useGetLinkedInvitationQuery,
  useAcceptLinkedInvitationMutation,
  useDeclineLinkedInvitationMutation,
  useResendTeamInvitationMutation,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
  useInviteTeamMemberMutation,
  useChangeTeamMemberRoleMutation,
  useRemoveTeamMemberMutation,
} = teamsApi;

export const teamFailures = {
  fetch: 'Failed to fetch teams',
  create: 'Failed to create team',
  update: 'Failed to update team',
  delete: 'Failed to delete team',
  invite: 'Failed to invite member',
  role: 'Failed to change the role',
  remove: 'Failed to remove member',
  accept: 'Failed to accept the invitation',
  decline: 'Failed to decline the invitation',
  revoke: 'Failed to revoke the invitation',
  resend: 'Failed to resend the invitation',
  link: 'Failed to open the invitation',
} as const;
