// Types of radicale.mjs for the TypeScript tests that import it.
export declare const radicaleBin: string;
export declare function radicaleInstalled(): boolean;

export interface Radicale {
  url: string;
  port: number;
  dir: string;
  stop(): void;
  /** Makes a calendar collection /<user>/<name>/; resolves with its URL. */
  createCalendar(user: string, name: string, displayName?: string): Promise<string>;
  /** With `readOnly`: the maintainer makes /<user>/<calendar>/, which the user only reads. */
  createReadOnlyCalendar(user: string, displayName?: string): Promise<string>;
  /** PUTs an iCalendar object into the calendar. */
  putEvent(user: string, calendarUrl: string, name: string, ics: string): Promise<void>;
  /** The calendar's objects (href and unfolded text). */
  listObjects(user: string, calendarUrl: string): Promise<{ href: string; ics: string }[]>;
}

export interface RadicaleOptions {
  /** The maintainer (one of the users) writes `/<user>/<calendar>/` of every user, who only reads it. */
  readOnly?: { maintainer: string; calendar: string };
}

export declare function startRadicale(
  users: Record<string, string>,
  options?: RadicaleOptions,
): Promise<Radicale>;
