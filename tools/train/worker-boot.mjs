// Worker-thread entry: registers the tsx loader in this thread (Node 20 does not carry `--import tsx`
// into workers), then loads the TypeScript module named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
