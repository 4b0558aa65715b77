// Records with every optional part empty, for the tests of every workspace to fill in.
export { emptyLocationRecord } from './locations/test-records';
export { emptyStagedRecord } from './staging/test-records';
