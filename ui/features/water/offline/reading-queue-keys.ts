// Where the offline reading queue lives and how a tab hears it change: all that the app layout's
// QueuedReadingsSync needs up front, so the queue's schema and the sending code load only when a test waits.

export const READING_QUEUE_KEY = 'clearwater:queued-readings';
/** Sent on window when this tab changes the queue ('storage' tells the other tabs). */
export const READING_QUEUE_EVENT = 'clearwater:queued-readings-changed';

/** Whether any test waits (without reading the queue through its schema). */
export const hasQueuedReadings = (): boolean => typeof localStorage !== 'undefined' && localStorage.getItem(READING_QUEUE_KEY) !== null;
