// Calendar days as the server writes them: YYYY-MM-DD of the UTC day (times are stored in UTC,
// DESIGN rule 9), so every default "today" of an action, a report or a run agrees with the others.
// The console has its own today(), of the browser's calendar, for the dates it proposes in forms.

/** The UTC day of a time in milliseconds. */
export const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Today's UTC day. */
export const today = () => isoDay(Date.now());
