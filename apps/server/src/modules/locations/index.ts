// The locations module's face: its routes, the live location's record columns
// and the live event, which staging uses when an approval makes a live location,
// and the directory of names and places the assistant reads.
export { locationsChanged } from './events';
export { locationRecordColumns } from './records';
export { locationRoutes } from './routes';
export { locationDirectory } from './service';
