/**
 * Lanes of the jobs table (docs/api.md#job-lanes): each lane has its own claim loop and its
 * own workers in every process, so a backlog or slow jobs in one lane never delay another. A
 * receiver that never answers can fill the deliveries lane, never the reminders.
 */
export const JOB_LANES = ['time-critical', 'mail', 'deliveries', 'default'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/**
 * The lane of each kind. Kind names are stored in the rows, so they are stable strings; the lane
 * is written with the row (insertJobs) and migration 0020 gave older rows theirs.
 */
const LANE_OF_KIND: Record<string, JobLane> = {
  // Due at a time the user was promised: nothing else may stand in front of them.
  'booking-reminder': 'time-critical',
  'google-calendar-sync': 'time-critical',
  // Our own SMTP server: confirmations, the reminders' mails, password resets.
  mail: 'mail',
  'booking-mail': 'mail',
  // Third-party receivers: slow or silent ones only ever hold this lane's workers.
  'webhook-delivery': 'deliveries',
  'caldav-sync': 'deliveries',
};

export function laneOf(kind: string): JobLane {
  return LANE_OF_KIND[kind] ?? 'default';
}

/** Jobs of a lane run at once in one process (each API process has its own). */
export const DEFAULT_LANE_WORKERS: Record<JobLane, number> = {
  'time-critical': 2,
  mail: 2,
  deliveries: 4,
  default: 1,
};
