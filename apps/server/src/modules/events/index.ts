// The live-events module's face: the stream's routes, the job that trims old
// events, and the ticket check the app's auth hook runs for the stream.
export { registerEventJobs } from './jobs';
export { eventRoutes } from './routes';
export { dropTicketsOf, redeemTicket } from './tickets';
